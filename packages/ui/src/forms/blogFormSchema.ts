import { rules } from '@devlearn/api-client/rules';
import { z } from 'zod';
import { BLOG_IMAGE_MAX_BYTES, BLOG_IMAGE_TYPES } from '../lib/product';
import { isLandscape, readImageDimensions } from '../lib/imageDimensions';
import { isRichTextBlank } from '../lib/richTextContent';

/** The fields' limits and messages of decision D21, as the contract gives them, so the form refuses what the server would refuse. */
const { heading, subHeading, blogCategory, content, blogImage } = rules.BlogCreate;

/** The one message of the form the contract does not hold: the browser could not read the picture. */
const IMAGE_UNREADABLE = 'Error validating image dimensions.';

/** A required text field under its contract rule: trimmed, not empty, at most `maxLength` characters. */
const requiredText = (rule: { maxLength: number; messages: { required: string; maxLength: string } }) =>
  z.string().trim().min(1, rule.messages.required).max(rule.maxLength, rule.messages.maxLength);

/**
 * The blog image of decision D20 (the create screen's reading wins): required, JPEG or PNG, at most 5 MB and
 * landscape. The size and type checks run first so a huge or foreign file is never decoded. When editing (D33)
 * it may be left out to keep the current image.
 */
const checkedBlogImage = (required: boolean) =>
  z.custom<File | null | undefined>().superRefine(async (file, ctx) => {
    if (!(file instanceof File)) {
      if (required) ctx.addIssue({ code: 'custom', message: blogImage.messages.required });
      return;
    }
    if (file.size > BLOG_IMAGE_MAX_BYTES) {
      ctx.addIssue({ code: 'custom', message: blogImage.messages.maxBytes });
      return;
    }
    if (!(BLOG_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      ctx.addIssue({ code: 'custom', message: blogImage.messages.mediaType });
      return;
    }
    try {
      if (!isLandscape(await readImageDimensions(file))) {
        ctx.addIssue({ code: 'custom', message: blogImage.messages.landscape });
      }
    } catch {
      ctx.addIssue({ code: 'custom', message: IMAGE_UNREADABLE });
    }
  });

const blogImageSchema = checkedBlogImage(true).transform((file) => file as File);

export const blogFormSchema = z.object({
  heading: requiredText(heading),
  subHeading: requiredText(subHeading),
  blogCategory: requiredText(blogCategory),
  // Content is limited in bytes of HTML, not characters (D21).
  content: z
    .string()
    .refine((html) => !isRichTextBlank(html), content.messages.required)
    .refine((html) => new Blob([html]).size <= content.maxLength, content.messages.maxLength),
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
