import { inject } from 'vitest';

/** What the global setup hands every test file about the running stack. */
export interface RunContext {
  /** Origin of the product, e.g. http://localhost:41234 (the web app, /api/v1 and /media). */
  baseUrl: string;
  /** The mail catcher's HTTP mailbox. */
  mailboxUrl: string;
  /** Origin of the local Google stand-in. */
  googleIssuerUrl: string;
  /** The product's JWT_SECRET for this run (lets a test mint an already expired access token). */
  jwtSecret: string;
  /** 'sqlite' or 'postgres'. */
  database: string;
  /** The store the product runs on (DATA_DIR, and DATABASE_URL on PostgreSQL), for an operator command's run. */
  storeEnv: Record<string, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    run: RunContext;
  }
}

export function runContext(): RunContext {
  return inject('run');
}
