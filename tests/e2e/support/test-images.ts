import sharp from 'sharp';

/** A file as Playwright's setInputFiles takes it. */
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

function solidPng(width: number, height: number, rgb: { r: number; g: number; b: number }) {
  return sharp({ create: { width, height, channels: 3, background: rgb } })
    .png()
    .toBuffer();
}

/** A landscape PNG (wider than high): what a blog image must be. */
export async function landscapeImage(name = 'landscape.png'): Promise<UploadFile> {
  return { name, mimeType: 'image/png', buffer: await solidPng(800, 450, { r: 30, g: 120, b: 200 }) };
}

/** A landscape JPEG, for the second accepted type. */
export async function landscapeJpeg(name = 'landscape.jpg'): Promise<UploadFile> {
  const buffer = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#c84' } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** A portrait PNG (higher than wide): refused as a blog image. */
export async function portraitImage(name = 'portrait.png'): Promise<UploadFile> {
  return { name, mimeType: 'image/png', buffer: await solidPng(400, 800, { r: 200, g: 60, b: 60 }) };
}

/** A square PNG for the avatar crop. */
export async function squareImage(name = 'avatar.png'): Promise<UploadFile> {
  return { name, mimeType: 'image/png', buffer: await solidPng(400, 400, { r: 90, g: 180, b: 90 }) };
}

/**
 * A landscape PNG of about 6 MB (over the 5 MB limit). Random pixels do not compress, so the PNG stays
 * roughly as big as its raw pixels.
 */
export async function oversizeImage(name = 'huge.png'): Promise<UploadFile> {
  const width = 1800;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A text file that only pretends to be a PNG by its name. */
export function textFileNamedPng(name = 'not-an-image.png'): UploadFile {
  return { name, mimeType: 'image/png', buffer: Buffer.from('This is plain text, not an image.\n') };
}
