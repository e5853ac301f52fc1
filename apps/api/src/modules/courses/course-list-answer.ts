import type { FastifyReply } from 'fastify';
import type { SuccessBodyOf } from '../../contract/handler-types.js';
import { ok } from '../../http/envelope.js';

/** A page of the catalogue or of search: each card already JSON, as kept on its course (migration 019). */
export interface RenderedCourseList {
  cards: string[];
  totalCourses: number;
}

// Where the cards go in the answer serialised with none. A JSON string cannot hold it unescaped (its quotes
// would be \"), so the one place it occurs is the list itself.
const NO_CARDS = '"courses":[]';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a list of rendered cards: the route's own serialiser (from the contract's schema) writes the envelope
 * with an empty list, so every other field is checked and written as for any answer, and the cards are put
 * into it as they are.
 */
export function sendCourseList(reply: FastifyReply, list: RenderedCourseList, message: string): FastifyReply {
  // The catalogue's and search's answers are both the contract's CourseList in the envelope.
  const envelope: SuccessBodyOf<'listCourses'> & SuccessBodyOf<'searchCourses'> = ok(
    { courses: [], totalCourses: list.totalCourses },
    message,
  );
  // The route's serialiser writes text (fast-json-stringify); Fastify's type also allows bytes.
  const empty = reply.serialize(envelope) as string;
  const at = empty.indexOf(NO_CARDS);
  if (at < 0) throw new Error(`a course list answer without ${NO_CARDS}: ${empty}`);
  const head = `${empty.slice(0, at)}"courses":[`;
  const tail = `]${empty.slice(at + NO_CARDS.length)}`;
  const { cards } = list;
  let answer = head + tail;
  if (cards.length > 0) {
    // One join makes the answer's one flat string; joining the cards and then adding the envelope around them
    // would copy it twice more (the join, and the flattening when its length is taken).
    const parts = [...cards];
    parts[0] = head + parts[0];
    parts[parts.length - 1] += tail;
    answer = parts.join(',');
  }
  return reply.type(JSON_CONTENT_TYPE).send(answer);
}
