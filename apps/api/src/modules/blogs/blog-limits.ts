// The blog rules of spec sections 5 and 9 and decisions D20-D22, in one place.

/** Blog lists page 6 at a time (spec section 9); the contract allows up to 50. */
export const BLOG_PAGE_SIZE = 6;

/** Trending counts the likes a blog received in the last 7 days (D22). */
export const TRENDING_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** Field limits (D21), in characters except content, which is bytes of HTML. */
export const BLOG_FIELD_LIMITS = {
  heading: 150,
  subHeading: 5000,
  contentBytes: 200 * 1024,
  blogCategory: 50,
} as const;

export const BLOG_MESSAGES = {
  headingRequired: 'Heading is required',
  headingTooLong: 'Heading must be at most 150 characters long',
  subHeadingRequired: 'Subheading is required',
  subHeadingTooLong: 'Subheading must be at most 5000 characters long',
  contentRequired: 'Content is required',
  contentTooLong: 'Content must be at most 200 KB',
  categoryRequired: 'Category is required',
  categoryTooLong: 'Category must be at most 50 characters long',
  imageRequired: 'Image is required',
  notFound: 'Blog not found',
  onlyAuthorDeletes: 'Only the author can delete this blog',
  created: 'Blog created successfully!',
  deleted: 'Blog deleted successfully',
  liked: 'Blog liked',
  unliked: 'Blog unliked',
} as const;
