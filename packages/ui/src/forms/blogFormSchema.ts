import { rules } from '@devlearn/api-client/rules';
import { z } from 'zod';
import { BLOG_IMAGE_MAX_BYTES, BLOG_IMAGE_TYPES } from '../lib/product';
import { isLandscape, readImageDimensions } from '../lib/imageDimensions';
import { isRichTextBlank } from '../lib/richTextContent';

const blog = rules.BlogCreate;

/** Limits of decision D21, from the contract, so the form refuses what the server would refuse. */
export const BLOG_FIELD_LIMITS = {
  heading: blog.heading.maxLength,
  subHeading: blog.subHeading.maxLength,
  blogCategory: blog.blogCategory.maxLength,
  contentBytes: blog.content.maxLength,
} as const;

export const BLOG_FORM_MESSAGES = {
  headingRequired: blog.heading.messages.required,
  headingTooLong: blog.heading.messages.maxLength,
  subHeadingRequired: blog.subHeading.messages.required,
  subHeadingTooLong: blog.subHeading.messages.maxLength,
  contentRequired: blog.content.messages.required,
  contentTooLong: blog.content.messages.maxLength,
  categoryRequired: blog.blogCategory.messages.required,
  categoryTooLong: blog.blogCategory.messages.maxLength,
  imageRequired: blog.blogImage.messages.required,
  imageTooLarge: blog.blogImage.messages.maxBytes,
  imageUnsupported: blog.blogImage.messages.mediaType,
  imageNotLandscape: blog.blogImage.messages.landscape,
  imageUnreadable: 'Error validating image dimensions.',
} as const;

const m = BLOG_FORM_MESSAGES;

/**
 * The blog image of decision D20 (the create screen's reading wins): required, JPEG or PNG, at most 5 MB and
 * landscape. The size and type checks run first so a huge or foreign file is never decoded. When editing (D33)
 * it may be left out to keep the current image.
 */
const checkedBlogImage = (required: boolean) =>
  z.custom<File | null | undefined>().superRefine(async (file, ctx) => {
    if (!(file instanceof File)) {
      if (required) ctx.addIssue({ code: 'custom', message: m.imageRequired });
      return;
    }
    if (file.size > BLOG_IMAGE_MAX_BYTES) {
      ctx.addIssue({ code: 'custom', message: m.imageTooLarge });
      return;
    }
    if (!(BLOG_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      ctx.addIssue({ code: 'custom', message: m.imageUnsupported });
      return;
    }
    try {
      if (!isLandscape(await readImageDimensions(file))) {
        ctx.addIssue({ code: 'custom', message: m.imageNotLandscape });
      }
    } catch {
      ctx.addIssue({ code: 'custom', message: m.imageUnreadable });
    }
  });

const blogImageSchema = checkedBlogImage(true).transform((file) => file as File);

export const blogFormSchema = z.object({
  heading: z.string().trim().min(1, m.headingRequired).max(BLOG_FIELD_LIMITS.heading, m.headingTooLong),
  subHeading: z
    .string()
    .trim()
    .min(1, m.subHeadingRequired)
    .max(BLOG_FIELD_LIMITS.subHeading, m.subHeadingTooLong),
  blogCategory: z
    .string()
    .trim()
    .min(1, m.categoryRequired)
    .max(BLOG_FIELD_LIMITS.blogCategory, m.categoryTooLong),
  content: z
    .string()
    .refine((html) => !isRichTextBlank(html), m.contentRequired)
    .refine((html) => new Blob([html]).size <= BLOG_FIELD_LIMITS.contentBytes, m.contentTooLong),
  blogImage: blogImageSchema,
});

/** An edit of a blog (D33): the same rules, the image optional (null keeps the current one). */
export const blogEditFormSchema = blogFormSchema.extend({
  blogImage: checkedBlogImage(false).transform((file) => (file instanceof File ? file : null)),
});

/** What `onSubmit` receives when editing: the image is null when the current one stays. */
export type BlogEditFormValues = z.output<typeof blogEditFormSchema>;

/** What the form holds while the author types (the image may still be missing). */
export type BlogFormInput = z.input<typeof blogFormSchema>;
/** What `onSubmit` receives: trimmed texts and a checked image file. */
export type BlogFormValues = z.output<typeof blogFormSchema>;
