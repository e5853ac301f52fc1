import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, ImageRejectedError, prepareUploadedImage } from './image-upload.js';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
const jpeg = (width: number, height: number) => solid(width, height).jpeg().toBuffer();
const png = (width: number, height: number) => solid(width, height).png().toBuffer();

async function rejection(promise: Promise<unknown>): Promise<ImageRejectedError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  return error as ImageRejectedError;
}

describe('prepareUploadedImage', () => {
  it('accepts a landscape JPEG and re-encodes it as JPEG with its dimensions', async () => {
    const result = await prepareUploadedImage(
      { field: 'blogImage', owner: 'learner', bytes: await jpeg(64, 32), declaredType: 'image/jpeg' },
      { requireLandscape: true },
    );
    expect(result.extension).toBe('jpg');
    expect({ width: result.width, height: result.height }).toEqual({ width: 64, height: 32 });
    expect((await sharp(result.bytes).metadata()).format).toBe('jpeg');
  });

  it('makes the srcset widths below the image only when asked, same format and proportions', async () => {
    const bytes = await jpeg(1000, 400);
    const plain = await prepareUploadedImage(
      { field: 'blogImage', owner: 'learner', bytes, declaredType: 'image/jpeg' },
      { requireLandscape: true },
    );
    expect(plain.smallerWidths).toEqual([]);

    const result = await prepareUploadedImage(
      { field: 'blogImage', owner: 'learner', bytes, declaredType: 'image/jpeg' },
      { requireLandscape: true, smallerWidths: true },
    );
    expect(result.width).toBe(1000);
    expect(result.smallerWidths.map((copy) => copy.width)).toEqual([320, 640, 960]);
    for (const copy of result.smallerWidths) {
      const metadata = await sharp(copy.bytes).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([
        'jpeg',
        copy.width,
        copy.width * 0.4,
      ]);
    }
  });

  it('keeps a PNG a PNG', async () => {
    const result = await prepareUploadedImage(
      { field: 'avatar', owner: 'learner', bytes: await png(20, 20), declaredType: 'image/png' },
      { requireLandscape: false },
    );
    expect(result.extension).toBe('png');
    expect((await sharp(result.bytes).metadata()).format).toBe('png');
  });

  it('strips metadata such as EXIF and ICC comments', async () => {
    const withExif = await solid(40, 20)
      .withExif({ IFD0: { Artist: 'secret-author', Copyright: 'location' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const result = await prepareUploadedImage(
      { field: 'blogImage', owner: 'learner', bytes: withExif, declaredType: 'image/jpeg' },
      { requireLandscape: true },
    );
    expect((await sharp(result.bytes).metadata()).exif).toBeUndefined();
    expect(result.bytes.includes(Buffer.from('secret-author'))).toBe(false);
  });

  it('refuses a PNG declared as a JPEG (renamed .jpg) with 422', async () => {
    const error = await rejection(
      prepareUploadedImage(
        { field: 'blogImage', owner: 'learner', bytes: await png(64, 32), declaredType: 'image/jpeg' },
        { requireLandscape: true },
      ),
    );
    expect([error.statusCode, error.field, error.message]).toEqual([
      422,
      'blogImage',
      IMAGE_MESSAGES.unsupportedType,
    ]);
  });

  it('refuses a text file named .png with 422', async () => {
    const error = await rejection(
      prepareUploadedImage(
        {
          field: 'blogImage',
          owner: 'learner',
          bytes: Buffer.from('just some text, not an image'),
          declaredType: 'image/png',
        },
        { requireLandscape: true },
      ),
    );
    expect([error.statusCode, error.message]).toEqual([422, IMAGE_MESSAGES.unsupportedType]);
  });

  it('refuses a GIF even when it claims nothing', async () => {
    const gif = await solid(30, 10).gif().toBuffer();
    const error = await rejection(
      prepareUploadedImage({ field: 'avatar', owner: 'learner', bytes: gif }, { requireLandscape: false }),
    );
    expect(error.message).toBe(IMAGE_MESSAGES.unsupportedType);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const big = Buffer.concat([await jpeg(64, 32), Buffer.alloc(6 * 1024 * 1024)]);
    const error = await rejection(
      prepareUploadedImage(
        { field: 'blogImage', owner: 'learner', bytes: big, declaredType: 'image/jpeg' },
        { requireLandscape: true },
      ),
    );
    expect([error.statusCode, error.message]).toEqual([413, IMAGE_MESSAGES.tooLarge]);
  });

  it('refuses a portrait or square image when landscape is required', async () => {
    for (const [width, height] of [
      [32, 64],
      [40, 40],
    ] as const) {
      const error = await rejection(
        prepareUploadedImage(
          {
            field: 'blogImage',
            owner: 'learner',
            bytes: await jpeg(width, height),
            declaredType: 'image/jpeg',
          },
          { requireLandscape: true },
        ),
      );
      expect([error.statusCode, error.message]).toEqual([422, IMAGE_MESSAGES.notLandscape]);
    }
  });

  it('judges landscape after applying the EXIF orientation', async () => {
    // Stored 64x32 but rotated a quarter turn by its orientation tag: people see it as portrait.
    const rotated = await solid(64, 32).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const error = await rejection(
      prepareUploadedImage(
        { field: 'blogImage', owner: 'learner', bytes: rotated, declaredType: 'image/jpeg' },
        { requireLandscape: true },
      ),
    );
    expect(error.message).toBe(IMAGE_MESSAGES.notLandscape);
  });

  it('refuses a JPEG whose header is fine but whose body is cut off', async () => {
    const whole = await jpeg(64, 32);
    const error = await rejection(
      prepareUploadedImage(
        { field: 'blogImage', owner: 'learner', bytes: whole.subarray(0, 40), declaredType: 'image/jpeg' },
        { requireLandscape: true },
      ),
    );
    expect(error.statusCode).toBe(422);
  });
});
