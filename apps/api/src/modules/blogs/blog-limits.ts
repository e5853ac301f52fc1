// The blog rules of spec sections 5 and 9 and decisions D20-D22, in one place.
import { rules } from '@devlearn/api-client/rules';

/** Blog lists page 6 at a time (spec section 9); the contract allows up to 50. */
export const BLOG_PAGE_SIZE = 6;

/**
 * The create/edit form's fields (D21): limits and messages exactly as the contract gives them (`maxLength`,
 * `x-messages`); characters, except content, which is bytes of HTML.
 */
export const BLOG_RULES = rules.BlogCreate;

/** The server's own answers (the field messages are the contract's, above). */
export const BLOG_MESSAGES = {
  notFound: 'Blog not found',
  onlyAuthorDeletes: 'Only the author can delete this blog',
  onlyAuthorEdits: 'Only the author can edit this blog',
  updated: 'Blog updated successfully!',
  editedMeanwhile: 'This blog was edited at the same time; please try again',
  created: 'Blog created successfully!',
  deleted: 'Blog deleted successfully',
  liked: 'Blog liked',
  unliked: 'Blog unliked',
} as const;
