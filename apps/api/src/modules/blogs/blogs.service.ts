import type { components } from '@devlearn/api-client/contract';
import type { AttemptLimiter } from '../../auth/attempt-limiter.js';
import { takeAttempt } from '../../auth/rate-limits.js';
import { newId } from '../../db/ids.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import type { MediaStore } from '../../media/media-store.js';
import {
  decodeImageSrcset,
  encodeImageSrcset,
  removeWidths,
  type StoredWidth,
} from '../../media/image-srcset.js';
import { storeUploadedImage } from '../../media/stored-image.js';
import { blogExcerpt } from './blog-excerpt.js';
import type { BlogDraft, BlogEdit } from './blog-form.js';
import { BLOG_MESSAGES } from './blog-limits.js';
import { toBlog, toBlogSummary } from './blog-presenter.js';
import type { BlogsRepository } from './blogs.repository.js';

type Blog = components['schemas']['Blog'];
type BlogList = components['schemas']['BlogList'];
export type BlogSortType = 'trending' | 'latest';

const pageOf = (page: number, limit: number) => ({ limit, offset: (page - 1) * limit });

/** A blog image's rules: landscape (D20), and stored at the smaller `srcset` widths too (ADR 0078). */
const BLOG_IMAGE_RULES = { requireLandscape: true, smallerWidths: true } as const;

/**
 * How many times an edit's new image tries to take the place of the current one (ADR 0122): each failed try
 * means another edit swapped the image in between, so parallel edits of one blog each get through in turn.
 */
const IMAGE_SWAP_ATTEMPTS = 10;

export function createBlogsService(deps: {
  blogs: BlogsRepository;
  media: MediaStore;
  /** Counts each blog image a user sends, new blog or edit alike (D13, ADR 0124). */
  imageUploads: AttemptLimiter;
  now: () => number;
}) {
  const { blogs, media, imageUploads, now } = deps;

  /** Every file of a blog's image: the image itself and its other stored widths. */
  async function removeImage(key: string, widths: StoredWidth[]): Promise<void> {
    await Promise.all([media.remove(key), removeWidths(media, widths)]);
  }

  async function get(blogId: string, viewerId: string): Promise<Blog> {
    const row = await blogs.findWithAuthor(blogId, viewerId);
    if (!row) throw notFound(BLOG_MESSAGES.notFound);
    return toBlog(row, viewerId);
  }

  return {
    get,

    /** Stores the checked, re-encoded image (landscape, D20), then the blog; a failed save removes the image. */
    async create(authorId: string, draft: BlogDraft): Promise<Blog> {
      await takeAttempt(imageUploads, authorId);
      const image = await storeUploadedImage(
        media,
        { field: 'blogImage', owner: authorId, bytes: draft.image.bytes, declaredType: draft.image.mimetype },
        BLOG_IMAGE_RULES,
      );
      const id = newId();
      try {
        await blogs.insert({
          id,
          authorId,
          heading: draft.heading,
          subHeading: draft.subHeading,
          content: draft.content,
          excerpt: blogExcerpt(draft.content),
          category: draft.blogCategory,
          imageKey: image.key,
          imageSrcset: encodeImageSrcset(image.widths),
          createdAt: now(),
        });
      } catch (error) {
        await removeImage(image.key, image.widths);
        throw error;
      }
      return get(id, authorId);
    },

    async list(sortType: BlogSortType, page: number, limit: number, viewerId: string): Promise<BlogList> {
      if (sortType !== 'latest') await blogs.ageTrending(now());
      const rows =
        sortType === 'latest'
          ? await blogs.listLatest(viewerId, pageOf(page, limit))
          : await blogs.listTrending(viewerId, pageOf(page, limit));
      return { blogs: rows.map(toBlogSummary), totalBlogs: await blogs.countAll() };
    },

    async listByAuthor(authorId: string, page: number, limit: number): Promise<BlogList> {
      const [rows, totalBlogs] = await Promise.all([
        blogs.listByAuthor(authorId, pageOf(page, limit)),
        blogs.countByAuthor(authorId),
      ]);
      return { blogs: rows.map(toBlogSummary), totalBlogs };
    },

    async listLikedBy(userId: string, page: number, limit: number): Promise<BlogList> {
      const [rows, totalBlogs] = await Promise.all([
        blogs.listLikedBy(userId, pageOf(page, limit)),
        blogs.countLikedBy(userId),
      ]);
      return { blogs: rows.map(toBlogSummary), totalBlogs };
    },

    /**
     * Only the author edits (D33), under the create form's rules; a new image is checked and stored like a new
     * blog's. The row takes it only while it still holds the image the edit replaces (ADR 0122); the replaced
     * image is removed once the row points at the new one, and a new image the row never took is removed too,
     * so no file is left that no row names.
     */
    async update(blogId: string, userId: string, edit: BlogEdit): Promise<Blog> {
      let blog = await blogs.findOwner(blogId);
      if (!blog) throw notFound(BLOG_MESSAGES.notFound);
      if (blog.author_id !== userId) throw forbidden(BLOG_MESSAGES.onlyAuthorEdits);
      const text = {
        heading: edit.heading,
        subHeading: edit.subHeading,
        content: edit.content,
        excerpt: blogExcerpt(edit.content),
        category: edit.blogCategory,
      };
      if (!edit.image) {
        // The image columns are left alone, so a text edit never brings back an image another edit replaced.
        await blogs.update(blogId, text);
        return get(blogId, userId);
      }
      // A new image counts against the same limit as a new blog's (ADR 0124).
      await takeAttempt(imageUploads, userId);
      const image = await storeUploadedImage(
        media,
        { field: 'blogImage', owner: userId, bytes: edit.image.bytes, declaredType: edit.image.mimetype },
        BLOG_IMAGE_RULES,
      );
      const swap = { imageKey: image.key, imageSrcset: encodeImageSrcset(image.widths) };
      try {
        for (let attempt = 1; ; attempt += 1) {
          if (await blogs.update(blogId, text, { ...swap, replacing: blog.image_key })) break;
          blog = await blogs.findOwner(blogId);
          if (!blog) throw notFound(BLOG_MESSAGES.notFound);
          if (attempt >= IMAGE_SWAP_ATTEMPTS) throw conflict(BLOG_MESSAGES.editedMeanwhile);
        }
      } catch (error) {
        await removeImage(image.key, image.widths);
        throw error;
      }
      await removeImage(blog.image_key, decodeImageSrcset(blog.image_srcset));
      return get(blogId, userId);
    },

    /** Only the author deletes; the likes and the image go too (D24). */
    async delete(blogId: string, userId: string): Promise<void> {
      const blog = await blogs.findOwner(blogId);
      if (!blog) throw notFound(BLOG_MESSAGES.notFound);
      if (blog.author_id !== userId) throw forbidden(BLOG_MESSAGES.onlyAuthorDeletes);
      // The image of the row as it was deleted: an edit may have swapped it since the look-up above.
      const deleted = await blogs.delete(blogId);
      if (deleted) await removeImage(deleted.image_key, decodeImageSrcset(deleted.image_srcset));
    },
  };
}

export type BlogsService = ReturnType<typeof createBlogsService>;
