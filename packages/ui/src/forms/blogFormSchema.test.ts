import { describe, expect, it } from 'vitest';
import { blogFormSchema } from './blogFormSchema';

async function messagesFor(values: Record<string, unknown>): Promise<Record<string, string>> {
  const result = await blogFormSchema.safeParseAsync(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

const filled = {
  heading: 'Shipping my first app',
  subHeading: 'What I learned.',
  blogCategory: 'Next.js',
  content: '<p>Routing first.</p>',
};

describe('blogFormSchema', () => {
  it('gives every required message for an empty form (Quill leaves <p><br></p> when empty)', async () => {
    expect(
      await messagesFor({
        heading: ' ',
        subHeading: '',
        blogCategory: '',
        content: '<p><br></p>',
        blogImage: null,
      }),
    ).toEqual({
      heading: 'Heading is required',
      subHeading: 'Subheading is required',
      blogCategory: 'Category is required',
      content: 'Content is required',
      blogImage: 'Image is required',
    });
  });

  it('refuses an image over 5 MB before looking at it', async () => {
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    expect(await messagesFor({ ...filled, blogImage: huge })).toEqual({
      blogImage: 'File size is too large',
    });
  });

  it('refuses an image that is neither JPEG nor PNG', async () => {
    const gif = new File(['GIF89a'], 'cover.gif', { type: 'image/gif' });
    expect(await messagesFor({ ...filled, blogImage: gif })).toEqual({ blogImage: 'Unsupported file type' });
  });

  it('refuses texts longer than the server allows', async () => {
    expect(await messagesFor({ ...filled, heading: 'x'.repeat(151), blogImage: null })).toMatchObject({
      heading: 'Heading must be at most 150 characters long',
    });
  });
});
