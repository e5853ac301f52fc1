export { GOOGLE_ERROR_FALLBACK, GoogleError } from './GoogleError';
export type { GoogleErrorProps } from './GoogleError';
