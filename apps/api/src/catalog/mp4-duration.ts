import { open } from 'node:fs/promises';

/**
 * The duration of an MP4 in whole seconds (rounded up), read from its `moov/mvhd` box, so a course folder's
 * manifest need not repeat what the file already knows. Returns null when the file has no readable header.
 */
export async function readMp4DurationSeconds(filePath: string): Promise<number | null> {
  const file = await open(filePath, 'r');
  try {
    const { size } = await file.stat();
    const read = async (position: number, length: number) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await file.read(buffer, 0, length, position);
      return buffer.subarray(0, bytesRead);
    };
    const moov = await findBox(read, 0, size, 'moov');
    if (!moov) return null;
    const mvhd = await findBox(read, moov.start, moov.end, 'mvhd');
    if (!mvhd) return null;
    const body = await read(mvhd.start, 32);
    const version = body[0];
    const timescale = version === 1 ? body.readUInt32BE(20) : body.readUInt32BE(12);
    const duration = version === 1 ? Number(body.readBigUInt64BE(24)) : body.readUInt32BE(16);
    return timescale > 0 ? Math.ceil(duration / timescale) : null;
  } catch {
    return null;
  } finally {
    await file.close();
  }
}

type Reader = (position: number, length: number) => Promise<Buffer>;

/** Walks sibling boxes in [from, to) and returns the body range of the first box of `type`. */
async function findBox(read: Reader, from: number, to: number, type: string) {
  let position = from;
  while (position + 8 <= to) {
    const header = await read(position, 16);
    if (header.length < 8) return null;
    let boxSize = header.readUInt32BE(0);
    let headerSize = 8;
    if (boxSize === 1) {
      boxSize = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (boxSize === 0) {
      boxSize = to - position;
    }
    if (boxSize < headerSize) return null;
    if (header.toString('latin1', 4, 8) === type) {
      return { start: position + headerSize, end: position + boxSize };
    }
    position += boxSize;
  }
  return null;
}
