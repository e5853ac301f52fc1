import type { Schemas } from '@devlearn/api-client';
import { apiAs } from './api-setup';
import { landscapeImage } from './test-images';
import { runContext } from './run-context';

export interface BlogDraft {
  heading: string;
  subHeading: string;
  content: string;
  blogCategory: string;
}

/** Publishes a blog through the API (multipart, as the web app sends it), with a landscape PNG. */
export async function publishBlog(token: string, draft: BlogDraft): Promise<Schemas['Blog']> {
  const image = await landscapeImage();
  const form = new FormData();
  form.set('heading', draft.heading);
  form.set('subHeading', draft.subHeading);
  form.set('content', draft.content);
  form.set('blogCategory', draft.blogCategory);
  form.set('blogImage', new Blob([new Uint8Array(image.buffer)], { type: image.mimeType }), image.name);
  const response = await fetch(`${runContext().baseUrl}/api/v1/blogs`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { success: boolean; data: Schemas['Blog']; message: string };
  if (!response.ok || !body.success)
    throw new Error(`Creating a blog failed: ${response.status} ${body.message}`);
  return body.data;
}

export async function likeBlogThroughApi(token: string, blogId: string): Promise<void> {
  await apiAs(token).POST('/b/likes/{blogId}', { params: { path: { blogId } } });
}

export function sampleDraft(heading: string): BlogDraft {
  return {
    heading,
    subHeading: `Notes on ${heading.toLowerCase()}, written while learning.`,
    content: `<h2>${heading}</h2><p>What I learned, in a few words.</p>`,
    blogCategory: 'Web',
  };
}
