/** True when a write broke a unique constraint, in either dialect (SQLite's code or PostgreSQL's 23505). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** The constrained column(s) named in the error message, for telling "email taken" from "username taken". */
export function violatedColumn(error: unknown): 'email' | 'username' | 'google_sub' | undefined {
  const text =
    error instanceof Error ? `${error.message} ${(error as { detail?: string }).detail ?? ''}` : '';
  if (/email/i.test(text)) return 'email';
  if (/username/i.test(text)) return 'username';
  if (/google_sub/i.test(text)) return 'google_sub';
  return undefined;
}
