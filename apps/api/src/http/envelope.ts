/** The wrapper of every JSON response (D5): statusCode equals the HTTP status, success only for 2xx. */
export interface Envelope<T> {
  statusCode: number;
  data: T;
  message: string;
  success: boolean;
}

export interface SuccessEnvelope<T, S extends number> extends Envelope<T> {
  statusCode: S;
  success: true;
}

export function ok<T>(data: T, message = 'Done'): SuccessEnvelope<T, 200> {
  return { statusCode: 200, data, message, success: true };
}

export function created<T>(data: T, message = 'Created'): SuccessEnvelope<T, 201> {
  return { statusCode: 201, data, message, success: true };
}

export interface FieldError {
  message: string;
  field: string;
}

export interface ErrorEnvelope extends Envelope<null> {
  success: false;
  errors?: FieldError[];
}

/**
 * Each entry is rebuilt message first (D40): clients that show "the first value" of `errors[0]` show the
 * message, whichever order the code that found the error wrote it in.
 */
export function errorEnvelope(statusCode: number, message: string, errors?: FieldError[]): ErrorEnvelope {
  const entries = errors?.map((error) => ({ message: error.message, field: error.field }));
  return { statusCode, data: null, message, success: false, ...(entries ? { errors: entries } : {}) };
}
