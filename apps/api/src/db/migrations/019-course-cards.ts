import type { Kysely, Migration } from 'kysely';

// ADR 0063: a page of course cards (the catalogue's 100, a search's 100) was read as seven columns per course,
// made into an object, its syllabus split into an array, and the whole serialised again at every request, most
// of a full page's cost and garbage. A course's card never changes after the catalogue import writes it (the
// likes are not on it), so the import now renders it once (`renderCourseCard`, from the contract's
// CourseSummary) into `courses.card_json`, and those lists read one text per course and send it as it is.
// Courses written before this are rendered here, a chunk at a time.
// `Kysely<any>` is the documented type for migrations: they must not depend on today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

const CHUNK = 1000;

// A frozen copy (ADR 0133) of the card as the contract's CourseSummary held it when this migration was written,
// serialised in the schema's property order (`srcset` only when the image has stored widths, ADR 0078). A later
// change to what a card holds brings its own migration with its own renderer.
interface CourseSummaryRow {
  id: string;
  title: string;
  sub_title: string;
  thumbnail_key: string;
  thumbnail_srcset: string | null;
  lesson_count: number;
  lesson_ids: string;
}

const COURSE_SUMMARY_COLUMNS = [
  'courses.id',
  'courses.title',
  'courses.sub_title',
  'courses.thumbnail_key',
  'courses.thumbnail_srcset',
  'courses.lesson_count',
  'courses.lesson_ids',
] as const;

function thumbnailOf(key: string, stored: string | null): { url: string; srcset?: string } {
  const url = `/media/${key}`;
  const widths = stored ? (JSON.parse(stored) as Array<{ key: string; width: number }>) : [];
  if (widths.length === 0) return { url };
  return { url, srcset: widths.map((width) => `/media/${width.key} ${width.width}w`).join(', ') };
}

function renderCourseCard(row: CourseSummaryRow): string {
  return JSON.stringify({
    _id: row.id,
    title: row.title,
    subTitle: row.sub_title,
    thumbnail: thumbnailOf(row.thumbnail_key, row.thumbnail_srcset),
    lessonCount: Number(row.lesson_count),
    syllabus: row.lesson_ids === '' ? [] : row.lesson_ids.split(','),
  });
}

/** Renders every course's card as this migration defines it. */
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
