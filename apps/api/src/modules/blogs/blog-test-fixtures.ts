import sharp from 'sharp';

// Test fixtures for the blog endpoints: images made on the fly and multipart bodies encoded the way a browser
// encodes them (fetch's own FormData encoder).

export const image = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();

export interface FilePart {
  bytes: Buffer;
  type: string;
  name: string;
}

export async function multipart(fields: Record<string, string | FilePart>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.bytes], { type: value.type }), value.name);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/** A complete, valid create-blog form; override any field. */
export async function validBlogFields(overrides: Record<string, string | FilePart> = {}) {
  return {
    heading: 'What I learned shipping my first Next.js app',
    subHeading: 'Routing, data fetching and the mistakes I made on the way.',
    content:
      '<h2>Routing</h2><p>The <strong>app</strong> router is <a href="https://nextjs.org">great</a>.</p>',
    blogCategory: 'Next.js',
    blogImage: { bytes: await image(80, 40), type: 'image/jpeg', name: 'cover.jpg' },
    ...overrides,
  };
}
