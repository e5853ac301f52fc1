import { writeSync } from 'node:fs';

// A pipe whose reader is slow (EAGAIN) is tried again after this long; a reader that went away (EPIPE) ends
// the log, as pino's own destination does.
const RETRY_MS = 10;
// At exit there is no event loop left: a full pipe is waited for this long before the rest is given up.
const EXIT_WAIT_MS = 2000;

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error ? String(error.code) : undefined;
}

/**
 * The server's log destination (ADR 0054): the lines of one event-loop turn are collected and
 * written together by one `write` as soon as the turn's I/O is handled (a `setImmediate`), instead of one
 * system call per line. Under load the request lines of a turn share a write; a lone line goes out at once.
 * Nothing waits on a thread pool and the order of lines is kept. When the process exits (normally, through
 * the shutdown's `process.exit`, or on an uncaught exception) what is left is written synchronously; only a
 * SIGKILL or a crash of the runtime loses the lines of the current turn.
 */
export class BatchedLogDestination {
  readonly #fd: number;
  #pending = '';
  #unwritten: Buffer | undefined;
  #scheduled = false;
  #retryTimer: NodeJS.Timeout | undefined;
  #closed = false;

  /** Lines go to `fd` (standard output by default); what is left at the process's exit is written then. */
  constructor(fd = 1) {
    this.#fd = fd;
    process.once('exit', () => this.flushSync());
  }

  /** pino calls this with each finished line (newline included). */
  write(line: string): boolean {
    if (this.#closed) return false;
    this.#pending += line;
    if (!this.#scheduled && this.#retryTimer === undefined) {
      this.#scheduled = true;
      setImmediate(() => this.#writeNow());
    }
    return true;
  }

  #writeNow(): void {
    this.#scheduled = false;
    const done = this.#writeSome();
    if (!done && !this.#closed && this.#retryTimer === undefined) {
      this.#retryTimer = setTimeout(() => {
        this.#retryTimer = undefined;
        this.#writeNow();
      }, RETRY_MS);
    }
  }

  /** Writes what it can; false when the destination is full for now (the rest is kept, in order). */
  #writeSome(): boolean {
    if (this.#pending) {
      const fresh = Buffer.from(this.#pending);
      this.#pending = '';
      this.#unwritten = this.#unwritten ? Buffer.concat([this.#unwritten, fresh]) : fresh;
    }
    let offset = 0;
    const buffer = this.#unwritten;
    if (!buffer) return true;
    try {
      while (offset < buffer.length) offset += writeSync(this.#fd, buffer, offset);
      this.#unwritten = undefined;
      return true;
    } catch (error) {
      const code = errorCode(error);
      if (code === 'EAGAIN' || code === 'EBUSY') {
        this.#unwritten = buffer.subarray(offset);
        return false;
      }
      this.#unwritten = undefined;
      if (code === 'EPIPE') {
        this.#closed = true;
        return true;
      }
      throw error;
    }
  }

  /** Writes everything left, synchronously (at exit there is no event loop to wait on). */
  flushSync(): void {
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    this.#retryTimer = undefined;
    const giveUpAt = Date.now() + EXIT_WAIT_MS;
    while (!this.#closed && !this.#writeSome() && Date.now() < giveUpAt) {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
    }
  }
}
