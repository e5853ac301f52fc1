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

export const MULTIPART_MESSAGES = {
  required: 'The request must be multipart/form-data',
  noBoundary: 'The request must be multipart/form-data with a boundary',
  malformed: 'The form data is incomplete or malformed',
} as const;

/** `boundary=` of a multipart content type (quoted or not), or undefined when it is missing or empty. */
function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}

/**
 * The plugin's own refusals keep their answers (413 for a file over the size limit, 422 for too many parts:
 * the error handler knows their codes); anything else the parser throws means the body is not a whole form
 * (a wrong boundary, a body cut short, a closed connection): the client's fault, never a 500.
 */
function isPluginRefusal(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('FST_') && code !== 'FST_MP_PREMATURE_CLOSE';
}

/**
 * Reads a whole multipart form into memory (uploads here are at most 5 MB, enforced by the multipart plugin's
 * fileSize limit, which answers 413 'File size is too large'). Repeated names keep the first value. A body
 * that is not a whole form (no boundary, a wrong one, cut short) is a 422 naming `body`.
 */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw invalidField('body', MULTIPART_MESSAGES.required);
  if (!boundaryOf(request.headers['content-type'])) throw invalidField('body', MULTIPART_MESSAGES.noBoundary);
  const form: MultipartForm = { fields: new Map(), files: new Map(), truncated: new Set() };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Always drain a file part, or the form stalls.
        const bytes = await part.toBuffer();
        if (!form.files.has(part.fieldname))
          form.files.set(part.fieldname, { bytes, mimetype: part.mimetype });
        continue;
      }
      if (part.valueTruncated) form.truncated.add(part.fieldname);
      if (!form.fields.has(part.fieldname)) form.fields.set(part.fieldname, String(part.value ?? '').trim());
    }
  } catch (error) {
    if (isPluginRefusal(error)) throw error;
    // The client may be gone (a closed connection), so the answer may never arrive: the line says what happened.
    request.log.info({ reason: (error as Error).message }, 'multipart body refused');
    throw invalidField('body', MULTIPART_MESSAGES.malformed);
  }
  return form;
}
