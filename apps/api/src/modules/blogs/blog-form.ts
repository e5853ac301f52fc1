import type { FieldError } from '../../http/envelope.js';
import type { MultipartForm, ReceivedFile } from '../../media/multipart-form.js';
import { BLOG_RULES } from './blog-limits.js';
import { sanitizeBlogHtml } from './sanitize.js';

export interface BlogDraft {
  heading: string;
  subHeading: string;
  /** Already sanitised (D21). */
  content: string;
  blogCategory: string;
  image: ReceivedFile;
}

/** An edit of a blog (D33): the create form's fields, the image only when it is replaced. */
export type BlogEdit = Omit<BlogDraft, 'image'> & { image?: ReceivedFile };

const FIELDS = ['heading', 'subHeading', 'content', 'blogCategory', 'blogImage'] as const;

/** Text left when the HTML is rendered: an editor's empty `<p><br></p>` holds none. */
function hasVisibleContent(html: string): boolean {
  return /<img\s/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== '';
}

/**
 * Checks the create-blog form (BlogCreate of the contract) with the product's messages, in the form's order,
 * so the first error is the one the web app shows. Returns the draft or every field error at once.
 */
export function readBlogDraft(
  form: MultipartForm,
): { draft: BlogDraft; errors?: undefined } | { draft?: undefined; errors: [FieldError, ...FieldError[]] } {
  const { draft, errors } = readBlogForm(form, { imageRequired: true });
  if (errors) return { errors };
  if (!draft.image)
    return { errors: [{ field: 'blogImage', message: BLOG_RULES.blogImage.messages.required }] };
  return { draft: { ...draft, image: draft.image } };
}

/**
 * Checks an edit of a blog (BlogUpdate of the contract, D33) with the create form's rules; the image may be left
 * out to keep the current one.
 */
export function readBlogEdit(
  form: MultipartForm,
): { edit: BlogEdit; errors?: undefined } | { edit?: undefined; errors: [FieldError, ...FieldError[]] } {
  const { draft, errors } = readBlogForm(form, { imageRequired: false });
  return errors ? { errors } : { edit: draft };
}

function readBlogForm(
  form: MultipartForm,
  options: { imageRequired: boolean },
): { draft: BlogEdit; errors?: undefined } | { draft?: undefined; errors: [FieldError, ...FieldError[]] } {
  const errors: FieldError[] = [];
  /** A required text field under its contract rule (`maxLength` and the `x-messages`). */
  const text = (
    name: 'heading' | 'subHeading' | 'content' | 'blogCategory',
    measure = (v: string) => v.length,
  ) => {
    const rule = BLOG_RULES[name];
    const value = form.fields.get(name) ?? '';
    if (value === '') errors.push({ field: name, message: rule.messages.required });
    else if (form.truncated.has(name) || measure(value) > rule.maxLength)
      errors.push({ field: name, message: rule.messages.maxLength });
    return value;
  };

  const heading = text('heading');
  const subHeading = text('subHeading');
  // Content is limited in bytes of HTML, not characters (D21).
  const rawContent = text('content', (value) => Buffer.byteLength(value));
  const content = rawContent ? sanitizeBlogHtml(rawContent) : '';
  // Content that was only markup or only something dangerous is, once cleaned, no content at all.
  if (rawContent && !errors.some((error) => error.field === 'content') && !hasVisibleContent(content)) {
    errors.push({ field: 'content', message: BLOG_RULES.content.messages.required });
  }
  const blogCategory = text('blogCategory');
  const received = form.files.get('blogImage');
  const image = received && received.bytes.length > 0 ? received : undefined;
  if (!image && options.imageRequired)
    errors.push({ field: 'blogImage', message: BLOG_RULES.blogImage.messages.required });

  const known = new Set<string>(FIELDS);
  for (const name of [...form.fields.keys(), ...form.files.keys()]) {
    if (!known.has(name)) errors.push({ field: name, message: `Unknown field ${name}` });
  }

  const [first, ...rest] = errors;
  if (first) return { errors: [first, ...rest] };
  return { draft: { heading, subHeading, content, blogCategory, image } };
}
