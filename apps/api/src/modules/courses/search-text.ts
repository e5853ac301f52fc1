// Course search (D16) splits text into words the same way in both stores: letters and digits only, lower case.
// The search document is written already split ('React.js' -> 'react js'), so SQLite's FTS5 tokenizer and
// PostgreSQL's 'simple' parser (which would keep 'react.js' as one host-like token) see the same words.

const WORD = /[\p{L}\p{N}]+/gu;
/** Enough words for any real query; more only slows the search down. */
const MAX_TERMS = 12;

export function toSearchDocumentText(text: string): string {
  return (text.toLowerCase().match(WORD) ?? []).join(' ');
}

/** The words of a query, each to be matched as a word prefix ('reac' finds React.js). */
export function searchTermsOf(query: string): string[] {
  return [...new Set(query.toLowerCase().match(WORD) ?? [])].slice(0, MAX_TERMS);
}

/** FTS5: every term as a quoted prefix, all required ("reac"* AND "hoo"*). Terms hold no quotes. */
export function toFts5Query(terms: string[]): string {
  return terms.map((term) => `"${term}"*`).join(' AND ');
}

/**
 * PostgreSQL to_tsquery: every term as a prefix, all required (reac:* & hoo:*), optionally only where the
 * document has one of the given weights (reac:*AB). Terms hold no operators.
 */
export function toTsQuery(terms: string[], weights = ''): string {
  return terms.map((term) => `${term}:*${weights}`).join(' & ');
}
