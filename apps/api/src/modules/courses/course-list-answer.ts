import type { FastifyReply } from 'fastify';
import { answerSerialiser } from '../../contract/response-serialisation.js';
import { ok } from '../../http/envelope.js';

/** A page of the catalogue or of search: each card already JSON, as kept on its course (migration 019). */
export interface RenderedCourseList {
  cards: string[];
  totalCourses: number;
}

const serialiseListAnswer = answerSerialiser('listCourses');
const serialiseSearchAnswer = answerSerialiser('searchCourses');

// Where the cards go in the answer serialised with none. A JSON string cannot hold it unescaped (its quotes
// would be \"), so the one place it occurs is the list itself.
const NO_CARDS = '"courses":[]';

/**
 * The answer of a list of rendered cards: the contract's serialiser writes the envelope with an empty list
 * (so every other field is checked and written as for any answer) and the cards are put into it as they are.
 */
function answerWithCards(
  serialise: (answer: ReturnType<typeof ok<{ courses: []; totalCourses: number }>>) => string,
  list: RenderedCourseList,
  message: string,
): string {
  const empty = serialise(ok({ courses: [], totalCourses: list.totalCourses }, message));
  const at = empty.indexOf(NO_CARDS);
  if (at < 0) throw new Error(`a course list answer without ${NO_CARDS}: ${empty}`);
  const head = `${empty.slice(0, at)}"courses":[`;
  const tail = `]${empty.slice(at + NO_CARDS.length)}`;
  const { cards } = list;
  if (cards.length === 0) return head + tail;
  // One join makes the answer's one flat string (35 KB for 100 cards); joining the cards and then adding the
  // envelope around them would copy it twice more (the join, and the flattening when its length is taken).
  const parts = [...cards];
  parts[0] = head + parts[0];
  parts[parts.length - 1] += tail;
  return parts.join(',');
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export function sendCourseList(
  reply: FastifyReply,
  operation: 'listCourses' | 'searchCourses',
  list: RenderedCourseList,
  message: string,
): FastifyReply {
  const serialise = operation === 'listCourses' ? serialiseListAnswer : serialiseSearchAnswer;
  return reply.type(JSON_CONTENT_TYPE).send(answerWithCards(serialise, list, message));
}
