import type { FastifyRequest } from 'fastify';
import { invalidField } from '../http/errors.js';

export interface ReceivedFile {
  bytes: Buffer;
  /** The type the client declared (checked against the content later, never trusted alone). */
  mimetype: string;
}

export interface MultipartForm {
  /** Text fields, trimmed (spec section 5: values are trimmed). */
  fields: Map<string, string>;
  files: Map<string, ReceivedFile>;
  /** Text fields longer than the multipart field limit: treat them as too long. */
  truncated: Set<string>;
}

const MULTIPART_REQUIRED_MESSAGE = 'The request must be multipart/form-data';

/**
 * Reads a whole multipart form into memory (uploads here are at most 5 MB, enforced by the multipart plugin's
 * fileSize limit, which answers 413 'File size is too large'). Repeated names keep the first value.
 */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw invalidField('body', MULTIPART_REQUIRED_MESSAGE);
  const form: MultipartForm = { fields: new Map(), files: new Map(), truncated: new Set() };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // Always drain a file part, or the form stalls.
      const bytes = await part.toBuffer();
      if (!form.files.has(part.fieldname)) form.files.set(part.fieldname, { bytes, mimetype: part.mimetype });
      continue;
    }
    if (part.valueTruncated) form.truncated.add(part.fieldname);
    if (!form.fields.has(part.fieldname)) form.fields.set(part.fieldname, String(part.value ?? '').trim());
  }
  return form;
}
