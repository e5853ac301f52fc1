import type { Kysely, Migration } from 'kysely';
import {
  COURSE_SUMMARY_COLUMNS,
  renderCourseCard,
  type CourseSummaryRow,
} from '../../modules/courses/course-presenter.js';

// ADR 0063: a page of course cards (the catalogue's 100, a search's 100) was read as seven columns per course,
// made into an object, its syllabus split into an array, and the whole serialised again at every request, most
// of a full page's cost and garbage. A course's card never changes after the catalogue import writes it (the
// likes are not on it), so the import now renders it once (`renderCourseCard`, from the contract's
// CourseSummary) into `courses.card_json`, and those lists read one text per course and send it as it is.
// Courses written before this are rendered here, a chunk at a time.
// `Kysely<any>` is the documented type for migrations: they must not depend on today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

const CHUNK = 1000;

/** Renders every course's card again (this migration, and any later one that changes what a card holds). */
export async function renderCourseCards(db: Kysely<any>): Promise<void> {
  let after = '';
  for (;;) {
    const rows = (await db
      .selectFrom('courses')
      .select(COURSE_SUMMARY_COLUMNS)
      .where('courses.id', '>', after)
      .orderBy('courses.id')
      .limit(CHUNK)
      .execute()) as CourseSummaryRow[];
    if (rows.length === 0) return;
    const render = async (trx: Kysely<any>) => {
      for (const row of rows) {
        await trx
          .updateTable('courses')
          .set({ card_json: renderCourseCard(row) })
          .where('id', '=', row.id)
          .execute();
      }
    };
    // PostgreSQL's migrations already run in a transaction (which cannot open another); SQLite's do not, and a
    // chunk's updates commit once instead of once each.
    await (db.isTransaction ? render(db) : db.transaction().execute(render));
    after = (rows[rows.length - 1] as CourseSummaryRow).id;
  }
}

export function courseCards(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('courses')
        .addColumn('card_json', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await renderCourseCards(db);
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('courses').dropColumn('card_json').execute();
    },
  };
}
