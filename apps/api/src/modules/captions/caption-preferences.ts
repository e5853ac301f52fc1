import type { components } from '@devlearn/api-client/contract';
import type { Kysely } from 'kysely';
import fp from 'fastify-plugin';
import { requireUser } from '../../auth/request-user.js';
import type { HandlersOf } from '../../contract/handler-types.js';
import type { Database } from '../../db/schema.js';
import { ok } from '../../http/envelope.js';

type CaptionPreference = components['schemas']['CaptionPreference'];

/** A learner who never chose: captions off, no language (the player offers the lesson's first track). */
export const NO_CAPTION_CHOICE: CaptionPreference = { enabled: false, language: null };

/**
 * The learner's remembered caption choice (issue 43): on or off, and the language, one row per learner who
 * chose, written in one statement so two tabs saving at once cannot clash.
 */
export function createCaptionPreferences(db: Kysely<Database>, now: () => number) {
  return {
    async get(userId: string): Promise<CaptionPreference> {
      const row = await db
        .selectFrom('caption_preferences')
        .select(['enabled', 'language'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? { enabled: Number(row.enabled) === 1, language: row.language } : NO_CAPTION_CHOICE;
    },
    async save(userId: string, choice: CaptionPreference): Promise<CaptionPreference> {
      const values = { enabled: choice.enabled ? 1 : 0, language: choice.language, updated_at: now() };
      await db
        .insertInto('caption_preferences')
        .values({ user_id: userId, ...values })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
        .execute();
      return { enabled: choice.enabled, language: choice.language };
    },
  };
}

export type CaptionPreferences = ReturnType<typeof createCaptionPreferences>;

declare module 'fastify' {
  interface FastifyInstance {
    captionPreferences: CaptionPreferences;
  }
}

export const captionPreferencesPlugin = fp(
  async (app) => {
    app.decorate('captionPreferences', createCaptionPreferences(app.db, Date.now));
  },
  { name: 'caption-preferences', dependencies: ['database'] },
);

export const captionPreferenceHandlers: HandlersOf<'getCaptionPreference' | 'saveCaptionPreference'> = {
  async getCaptionPreference(request) {
    const { id } = requireUser(request);
    return ok(await request.server.captionPreferences.get(id), 'Caption preference fetched successfully');
  },
  async saveCaptionPreference(request) {
    const { id } = requireUser(request);
    return ok(await request.server.captionPreferences.save(id, request.body), 'Caption preference saved');
  },
};
