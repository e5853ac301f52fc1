import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';

// Stands for the i-th argument while the query is built; no real value starts with a NUL character.
const PLACEHOLDER_PREFIX = '\u0000prepared-query-argument-';

/** A parameter of the compiled SQL: a constant of the query, or the argument at this index. */
type Slot = { constant: unknown } | { argument: number };

/** Where a prepared statement runs: the database, or a transaction of it (both are a Kysely). */
export interface QueryRunner {
  executeQuery<Row>(query: CompiledQuery<Row>): Promise<QueryResult<Row>>;
}

/**
 * A statement whose shape never changes, built and compiled by Kysely once (ADR 0064), then run with new
 * arguments on the database or in a transaction (`runner`): the SQL text is the same every time (so SQLite
 * reuses its prepared statement) and no query builder or compiler runs per request. It answers Kysely's whole
 * result (rows, and for a write without RETURNING `numAffectedRows`). `build` receives placeholders, not values:
 * it may only pass them where Kysely makes a parameter of them (comparisons, LIMIT, OFFSET, inserted and set
 * values), never inspect or combine them; a placeholder that does not come out as a parameter of its own fails
 * at start.
 */
export function preparedStatement<Args extends unknown[], Row>(
  argumentCount: Args['length'],
  build: (...args: Args) => Compilable<Row>,
): (runner: QueryRunner, ...args: Args) => Promise<QueryResult<Row>> {
  const placeholders = Array.from({ length: argumentCount }, (_, index) => `${PLACEHOLDER_PREFIX}${index}`);
  const compiled = build(...(placeholders as Args)).compile();
  const slots: Slot[] = compiled.parameters.map((parameter) => {
    if (typeof parameter !== 'string' || !parameter.includes(PLACEHOLDER_PREFIX))
      return { constant: parameter };
    const index = placeholders.indexOf(parameter);
    if (index < 0)
      throw new Error(`prepared query: an argument was combined into a value in ${compiled.sql}`);
    return { argument: index };
  });
  const used = new Set(slots.flatMap((slot) => ('argument' in slot ? [slot.argument] : [])));
  if (used.size !== argumentCount) {
    throw new Error(`prepared query: ${argumentCount - used.size} argument(s) unused in ${compiled.sql}`);
  }
  return (runner, ...args) =>
    runner.executeQuery<Row>({
      ...compiled,
      parameters: slots.map((slot) => ('argument' in slot ? args[slot.argument] : slot.constant)),
    });
}

/** A read of `preparedStatement`'s kind on `db` itself, answering its rows. */
export function preparedQuery<DB, Args extends unknown[], Row>(
  db: Kysely<DB>,
  argumentCount: Args['length'],
  build: (...args: Args) => Compilable<Row>,
): (...args: Args) => Promise<Row[]> {
  const statement = preparedStatement(argumentCount, build);
  return async (...args) => (await statement(db, ...args)).rows;
}
