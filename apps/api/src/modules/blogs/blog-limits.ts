// The blog rules of spec sections 5 and 9 and decisions D20-D22, in one place.
import { rules } from '@devlearn/api-client/rules';

/** Blog lists page 6 at a time (spec section 9); the contract allows up to 50. */
export const BLOG_PAGE_SIZE = 6;

const blog = rules.BlogCreate;

/** Field limits (D21), from the contract: characters, except content, which is bytes of HTML. */
export const BLOG_FIELD_LIMITS = {
  heading: blog.heading.maxLength,
  subHeading: blog.subHeading.maxLength,
  contentBytes: blog.content.maxLength,
  blogCategory: blog.blogCategory.maxLength,
} as const;

/** The field messages come from the contract's `x-messages`; the others are the server's own answers. */
export const BLOG_MESSAGES = {
  headingRequired: blog.heading.messages.required,
  headingTooLong: blog.heading.messages.maxLength,
  subHeadingRequired: blog.subHeading.messages.required,
  subHeadingTooLong: blog.subHeading.messages.maxLength,
  contentRequired: blog.content.messages.required,
  contentTooLong: blog.content.messages.maxLength,
  categoryRequired: blog.blogCategory.messages.required,
  categoryTooLong: blog.blogCategory.messages.maxLength,
  imageRequired: blog.blogImage.messages.required,
  notFound: 'Blog not found',
  onlyAuthorDeletes: 'Only the author can delete this blog',
  onlyAuthorEdits: 'Only the author can edit this blog',
  updated: 'Blog updated successfully!',
  created: 'Blog created successfully!',
  deleted: 'Blog deleted successfully',
  liked: 'Blog liked',
  unliked: 'Blog unliked',
} as const;
