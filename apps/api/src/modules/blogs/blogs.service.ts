import type { components } from '@devlearn/api-client/contract';
import { newId } from '../../db/ids.js';
import { forbidden, notFound } from '../../http/errors.js';
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

export function createBlogsService(deps: { blogs: BlogsRepository; media: MediaStore; now: () => number }) {
  const { blogs, media, now } = deps;

  /** Every file of a blog's image: the image itself and its other stored widths. */
  async function removeImage(key: string, widths: StoredWidth[]): Promise<void> {
    await Promise.all([media.remove(key), removeWidths(media, widths)]);
  }

  async function get(blogId: string, viewerId: string): Promise<Blog> {
    const row = await blogs.findWithAuthor(blogId, viewerId);
    if (!row) throw notFound(BLOG_MESSAGES.notFound);
    return toBlog(row);
  }

  return {
    get,

    /** Stores the checked, re-encoded image (landscape, D20), then the blog; a failed save removes the image. */
    async create(authorId: string, draft: BlogDraft): Promise<Blog> {
      const image = await storeUploadedImage(
        media,
        { field: 'blogImage', bytes: draft.image.bytes, declaredType: draft.image.mimetype },
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
     * blog's, and the old one removed once the blog points at the new one.
     */
    async update(blogId: string, userId: string, edit: BlogEdit): Promise<Blog> {
      const blog = await blogs.findOwner(blogId);
      if (!blog) throw notFound(BLOG_MESSAGES.notFound);
      if (blog.author_id !== userId) throw forbidden(BLOG_MESSAGES.onlyAuthorEdits);
      const image = edit.image
        ? await storeUploadedImage(
            media,
            { field: 'blogImage', bytes: edit.image.bytes, declaredType: edit.image.mimetype },
            BLOG_IMAGE_RULES,
          )
        : undefined;
      try {
        await blogs.update(blogId, {
          heading: edit.heading,
          subHeading: edit.subHeading,
          content: edit.content,
          excerpt: blogExcerpt(edit.content),
          category: edit.blogCategory,
          imageKey: image?.key ?? blog.image_key,
          imageSrcset: image ? encodeImageSrcset(image.widths) : blog.image_srcset,
        });
      } catch (error) {
        if (image) await removeImage(image.key, image.widths);
        throw error;
      }
      if (image) await removeImage(blog.image_key, decodeImageSrcset(blog.image_srcset));
      return get(blogId, userId);
    },

    /** Only the author deletes; the likes and the image go too (D24). */
    async delete(blogId: string, userId: string): Promise<void> {
      const blog = await blogs.findOwner(blogId);
      if (!blog) throw notFound(BLOG_MESSAGES.notFound);
      if (blog.author_id !== userId) throw forbidden(BLOG_MESSAGES.onlyAuthorDeletes);
      await blogs.delete(blogId);
      await removeImage(blog.image_key, decodeImageSrcset(blog.image_srcset));
    },
  };
}

export type BlogsService = ReturnType<typeof createBlogsService>;
