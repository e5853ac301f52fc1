import { z } from 'zod';
import { BLOG_IMAGE_MAX_BYTES, BLOG_IMAGE_TYPES } from '../lib/constants';
import { isLandscape, readImageDimensions } from '../lib/imageDimensions';
import { isRichTextBlank } from '../lib/richTextContent';

/** Limits of decision D21, mirrored from the contract so the form refuses what the server would refuse. */
export const BLOG_FIELD_LIMITS = {
  heading: 150,
  subHeading: 5000,
  blogCategory: 50,
  contentBytes: 200 * 1024,
} as const;

export const BLOG_FORM_MESSAGES = {
  headingRequired: 'Heading is required',
  headingTooLong: 'Heading must be at most 150 characters long',
  subHeadingRequired: 'Subheading is required',
  subHeadingTooLong: 'Subheading must be at most 5000 characters long',
  contentRequired: 'Content is required',
  contentTooLong: 'Content must be at most 200 KB',
  categoryRequired: 'Category is required',
  categoryTooLong: 'Category must be at most 50 characters long',
  imageRequired: 'Image is required',
  imageTooLarge: 'File size is too large',
  imageUnsupported: 'Unsupported file type',
  imageNotLandscape: 'Image must be landscape.',
  imageUnreadable: 'Error validating image dimensions.',
} as const;

const m = BLOG_FORM_MESSAGES;

/**
 * The blog image of decision D20 (the create screen's reading wins): required, JPEG or PNG, at most 5 MB and
 * landscape. The size and type checks run first so a huge or foreign file is never decoded.
 */
const blogImageSchema = z
  .custom<File | null | undefined>()
  .superRefine(async (file, ctx) => {
    if (!(file instanceof File)) {
      ctx.addIssue({ code: 'custom', message: m.imageRequired });
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
  })
  .transform((file) => file as File);

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

/** What the form holds while the author types (the image may still be missing). */
export type BlogFormInput = z.input<typeof blogFormSchema>;
/** What `onSubmit` receives: trimmed texts and a checked image file. */
export type BlogFormValues = z.output<typeof blogFormSchema>;
