/** One satisfiable byte range, both ends inclusive (as in `Content-Range`). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a `Range` header for a file of `size` bytes (RFC 9110, section 14):
 * - `null`: no usable range (absent, malformed, another unit, or several ranges): serve the whole file;
 * - `'unsatisfiable'`: a well-formed range that lies outside the file: answer 416;
 * - otherwise the one range to serve with 206.
 * Several ranges would need a multipart/byteranges body; players never ask for that, and the RFC lets a
 * server answer such a request with the whole file.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;

  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }

  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
