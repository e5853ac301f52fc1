import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  COURSE_SUMMARY_COLUMNS,
  type CourseCardRendering,
  type CourseSummaryRow,
} from './course-presenter.js';

/** The row of `render_stamps` kept with the course cards (ADR 0134). */
export const COURSE_CARD_STAMP = 'course-card';

const CHUNK = 1000;

/**
 * Renders every course's card again, a chunk of courses per transaction, when the stamp kept with the cards is
 * not this rendering's, then keeps its stamp; runs at start, before the app answers (ADR 0134). Gives the
 * number of cards rendered (0 when the stamp matched).
 */
export async function refreshCourseCards(
  db: Kysely<Database>,
  rendering: CourseCardRendering,
): Promise<number> {
  const kept = await db
    .selectFrom('render_stamps')
    .select('stamp')
    .where('name', '=', COURSE_CARD_STAMP)
    .executeTakeFirst();
  if (kept?.stamp === rendering.stamp) return 0;
  let rendered = 0;
  let after = '';
  for (;;) {
    const rows: CourseSummaryRow[] = await db
      .selectFrom('courses')
      .select(COURSE_SUMMARY_COLUMNS)
      .where('courses.id', '>', after)
      .orderBy('courses.id')
      .limit(CHUNK)
      .execute();
    if (rows.length === 0) break;
    await db.transaction().execute(async (trx) => {
      for (const row of rows) {
        await trx
          .updateTable('courses')
          .set({ card_json: rendering.render(row) })
          .where('id', '=', row.id)
          .execute();
      }
    });
    rendered += rows.length;
    after = (rows[rows.length - 1] as CourseSummaryRow).id;
  }
  await db
    .insertInto('render_stamps')
    .values({ name: COURSE_CARD_STAMP, stamp: rendering.stamp })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ stamp: rendering.stamp }))
    .execute();
  return rendered;
}
