import type { FastifyPluginAsync } from 'fastify';
import { catalogSeedPlugin } from '../catalog/catalog-seed.plugin.js';
import type { Handlers, OperationId } from '../contract/handler-types.js';
import { defaultAvatarHandlers } from '../media/default-avatar.handlers.js';
import { mediaHandlers } from '../media/media.handlers.js';
import { mediaPlugin } from '../media/media.plugin.js';
import { captionPreferenceHandlers, captionPreferencesPlugin } from './captions/caption-preferences.js';
import { certificatesHandlers } from './certificates/certificates.handlers.js';
import { certificatesPlugin } from './certificates/certificates.plugin.js';
import { blogDraftsHandlers } from './blog-drafts/blog-drafts.handlers.js';
import { blogDraftsPlugin } from './blog-drafts/blog-drafts.plugin.js';
import { blogsHandlers } from './blogs/blogs.handlers.js';
import { blogsPlugin } from './blogs/blogs.plugin.js';
import { commentsHandlers } from './comments/comments.handlers.js';
import { commentsPlugin } from './comments/comments.plugin.js';
import { coursesHandlers } from './courses/courses.handlers.js';
import { coursesPlugin } from './courses/courses.plugin.js';
import { enrollmentsHandlers } from './enrollments/enrollments.handlers.js';
import { enrollmentsPlugin } from './enrollments/enrollments.plugin.js';
import { favoritesHandlers } from './favorites/favorites.handlers.js';
import { favoritesPlugin } from './favorites/favorites.plugin.js';
import { lessonsHandlers } from './lessons/lessons.handlers.js';
import { lessonsPlugin } from './lessons/lessons.plugin.js';
import { likesHandlers } from './likes/likes.handlers.js';
import { likesPlugin } from './likes/likes.plugin.js';
import { moderationHandlers } from './moderation/moderation.handlers.js';
import { moderationPlugin } from './moderation/moderation.plugin.js';
import { notificationsHandlers } from './notifications/notifications.handlers.js';
import { notificationsPlugin } from './notifications/notifications.plugin.js';
import { avatarHandlers } from './profile/avatar.handlers.js';
import { profileHandlers } from './profile/profile.handlers.js';
import { profilePlugin } from './profile/profile.plugin.js';
import { progressHandlers } from './progress/progress.handlers.js';
import { progressPlugin } from './progress/progress.plugin.js';
import { systemHandlers } from './system/system.handlers.js';
import { systemPlugin } from './system/system.plugin.js';
import { usersHandlers } from './users/users.handlers.js';
import { usersPlugin } from './users/users.plugin.js';

/** A server module: the plugin that sets up its services (if any) and the handlers of its operations. */
export interface AppModule {
  name: string;
  plugin?: FastifyPluginAsync;
  handlers: Partial<Handlers>;
}

/**
 * Every module of the server, listed once. app.ts registers their plugins in this order (after the platform
 * plugins: database, mail, limits), so a module may use the ones above it; the contract's routes get the union of
 * their handlers, which must be exactly the contract's operations (checked below and in handlers.test.ts).
 */
export const appModules = [
  { name: 'system', plugin: systemPlugin, handlers: systemHandlers },
  { name: 'media', plugin: mediaPlugin, handlers: { ...mediaHandlers, ...defaultAvatarHandlers } },
  { name: 'courses', plugin: coursesPlugin, handlers: coursesHandlers },
  { name: 'enrollments', plugin: enrollmentsPlugin, handlers: enrollmentsHandlers },
  { name: 'favorites', plugin: favoritesPlugin, handlers: favoritesHandlers },
  { name: 'lessons', plugin: lessonsPlugin, handlers: lessonsHandlers },
  { name: 'captions', plugin: captionPreferencesPlugin, handlers: captionPreferenceHandlers },
  // Replies, mentions and likes tell people (D49): before the modules that write them.
  { name: 'notifications', plugin: notificationsPlugin, handlers: notificationsHandlers },
  { name: 'likes', plugin: likesPlugin, handlers: likesHandlers },
  { name: 'comments', plugin: commentsPlugin, handlers: commentsHandlers },
  { name: 'certificates', plugin: certificatesPlugin, handlers: certificatesHandlers },
  { name: 'moderation', plugin: moderationPlugin, handlers: moderationHandlers },
  { name: 'progress', plugin: progressPlugin, handlers: progressHandlers },
  { name: 'blogs', plugin: blogsPlugin, handlers: blogsHandlers },
  { name: 'blog-drafts', plugin: blogDraftsPlugin, handlers: blogDraftsHandlers },
  // The default catalogue on a fresh start (D4), once the course services exist.
  { name: 'catalog', plugin: catalogSeedPlugin, handlers: {} },
  { name: 'users', plugin: usersPlugin, handlers: usersHandlers },
  { name: 'profile', plugin: profilePlugin, handlers: { ...profileHandlers, ...avatarHandlers } },
] as const satisfies readonly AppModule[];

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;
type ModuleHandlers = UnionToIntersection<(typeof appModules)[number]['handlers']>;

/** Accepts exactly the contract's operations: a missing one fails `Handlers`, an extra one fails `never`. */
export function exactly<T extends Handlers>(
  handlers: T & Record<Exclude<keyof T, OperationId>, never>,
): Handlers {
  return handlers;
}

function mergeHandlers(modules: readonly AppModule[]): ModuleHandlers {
  const merged: Record<string, unknown> = {};
  for (const module of modules) {
    for (const [operationId, handler] of Object.entries(module.handlers)) {
      if (operationId in merged) throw new Error(`${operationId} is handled by two modules (${module.name})`);
      merged[operationId] = handler;
    }
  }
  return merged as ModuleHandlers;
}

/** The handler of every operation of openapi.yaml, keyed by operationId. */
export const allHandlers: Handlers = exactly(mergeHandlers(appModules));
