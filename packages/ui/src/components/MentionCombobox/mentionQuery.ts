import { rules } from '@devlearn/api-client/rules';

/** A username's longest form (the contract's rule); a longer run after '@' is not a mention being typed. */
const USERNAME_MAX = rules.Username.maxLength;
/** The characters of a username (the contract's pattern `^[A-Za-z0-9_.]+$`). */
const USERNAME_CHAR = /[A-Za-z0-9_.]/;

/** The mention being typed at the caret: where its '@' is and what follows it so far. */
export type MentionQuery = { start: number; query: string };

/**
 * Finds the mention being typed just before the caret: an '@' at the start of the text or after a space or an
 * opening bracket, followed only by username characters up to the caret. `ada@example.com` is no mention.
 */
export function findMentionQuery(text: string, caret: number): MentionQuery | null {
  let index = caret;
  while (index > 0 && USERNAME_CHAR.test(text[index - 1]!)) index -= 1;
  if (index === 0 || text[index - 1] !== '@') return null;
  const at = index - 1;
  const before = at === 0 ? '' : text[at - 1]!;
  if (before !== '' && !/[\s([{]/.test(before)) return null;
  const query = text.slice(index, caret);
  if (query.length > USERNAME_MAX) return null;
  return { start: at, query };
}

/** Replaces the typed '@que' with '@username ' and says where the caret goes (after the space). */
export function insertMention(
  text: string,
  mention: MentionQuery,
  caret: number,
  username: string,
): { value: string; caret: number } {
  const inserted = `@${username} `;
  const rest = text.slice(caret);
  const value = text.slice(0, mention.start) + inserted + (rest.startsWith(' ') ? rest.slice(1) : rest);
  return { value, caret: mention.start + inserted.length };
}
