import type sanitizeHtml from 'sanitize-html';

/**
 * The sanitiser's transform of every link a learner writes (a comment, a blog): it keeps only its `href`, opens in
 * a new tab, and carries `rel` (at least `noopener noreferrer`, so the target cannot reach the page).
 */
export const newTabLink =
  (rel: string): sanitizeHtml.Transformer =>
  (tagName, attribs) => ({
    tagName,
    attribs: { ...(attribs.href ? { href: attribs.href } : {}), target: '_blank', rel },
  });
