import { createHash } from 'node:crypto';
import type { components } from '@devlearn/api-client/contract';
import fastJsonStringify from 'fast-json-stringify';
import { readOpenApiDocument } from '../../contract/openapi-document.js';
import { withNullableShorthand } from '../../contract/response-serialisation.js';
import { formatIsoDate } from '../../http/iso-date.js';
import { responsiveImage } from '../../media/image-srcset.js';

type CourseSummary = components['schemas']['CourseSummary'];

export interface CourseSummaryRow {
  id: string;
  title: string;
  sub_title: string;
  thumbnail_key: string;
  thumbnail_srcset: string | null;
  lesson_count: number;
  lesson_ids: string;
}

/** The columns every course card needs, for `select(COURSE_SUMMARY_COLUMNS)`. */
export const COURSE_SUMMARY_COLUMNS = [
  'courses.id',
  'courses.title',
  'courses.sub_title',
  'courses.thumbnail_key',
  'courses.thumbnail_srcset',
  'courses.lesson_count',
  'courses.lesson_ids',
] as const;

/** A course's lesson ids in syllabus order (D38), as kept on its row (migration 017). */
export function syllabusOf(course: { lesson_ids: string }): string[] {
  return course.lesson_ids === '' ? [] : course.lesson_ids.split(',');
}

/** A course card or row. */
export function toCourseSummary(row: CourseSummaryRow): CourseSummary {
  return {
    _id: row.id,
    title: row.title,
    subTitle: row.sub_title,
    thumbnail: responsiveImage(row.thumbnail_key, row.thumbnail_srcset),
    lessonCount: Number(row.lesson_count),
    syllabus: syllabusOf(row),
  };
}

/**
 * The renderer's own version, in the stamp beside the schema: move it when `toCourseSummary` changes what it
 * puts in a card without the contract changing (ADR 0134).
 */
export const COURSE_CARD_RENDERER_VERSION = 1;

/** How cards are rendered, and the stamp of what renders them (kept with the cards, ADR 0134). */
export interface CourseCardRendering {
  stamp: string;
  render(row: CourseSummaryRow): string;
}

/** The component schemas `name` is made of: itself and every schema it refers to, by name. */
function schemasOf(schemas: Record<string, unknown>, name: string): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        const ref = key === '$ref' && typeof inner === 'string' ? inner.split('/').pop() : undefined;
        if (ref !== undefined && !(ref in found)) add(ref);
        else visit(inner);
      }
    }
  };
  const add = (schema: string) => {
    if (!(schema in schemas)) throw new Error(`openapi.yaml has no schema ${schema}`);
    found[schema] = schemas[schema];
    visit(schemas[schema]);
  };
  add(name);
  return found;
}

/**
 * Cards serialised from the contract's CourseSummary (the same schemas the routes' serialisers are compiled
 * from), stamped with a hash of that schema, every schema it refers to and the renderer's version.
 */
export function courseCardRendering(
  contractComponents: unknown = readOpenApiDocument().components,
  summaryOf: (row: CourseSummaryRow) => object = toCourseSummary,
  rendererVersion: number = COURSE_CARD_RENDERER_VERSION,
): CourseCardRendering {
  const serialised = withNullableShorthand(contractComponents) as { schemas: Record<string, unknown> };
  const serialise = fastJsonStringify({
    $ref: '#/components/schemas/CourseSummary',
    components: serialised,
  } as object);
  const stamp = createHash('sha256')
    .update(JSON.stringify({ rendererVersion, schemas: schemasOf(serialised.schemas, 'CourseSummary') }))
    .digest('hex');
  return { stamp, render: (row) => serialise(summaryOf(row)) };
}

/** The cards as today's contract and renderer make them. */
export const COURSE_CARDS = courseCardRendering();

/**
 * A course's card columns with its card, as a writer of courses stores them: the card is what the catalogue and
 * search answer, serialised from the contract's CourseSummary and kept in `courses.card_json` (migration 019),
 * so that a page of cards is read as one text per course and sent as it is. Every card is rendered again at
 * start when the stamp kept with them is not `COURSE_CARDS.stamp` (ADR 0134).
 */
export function withCourseCard<T extends CourseSummaryRow>(row: T): T & CourseCardRow {
  return { ...row, card_json: COURSE_CARDS.render(row) };
}

/** The rendered card, for the lists answered from it (the catalogue and search). */
export const COURSE_CARD_COLUMN = 'courses.card_json';

export interface CourseCardRow {
  card_json: string;
}

export function toIsoDate(epochMs: number): string {
  return formatIsoDate(Number(epochMs));
}
