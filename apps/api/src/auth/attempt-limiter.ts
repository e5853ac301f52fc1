export interface LimitState {
  limited: boolean;
  /** Seconds until the oldest counted attempt leaves the window (0 when not limited). */
  retryAfterSeconds: number;
}

/**
 * Counts attempts per key in a sliding window, in memory (one process serves the app, D2). Used for the
 * per-account limits of D13, where the key is the normalised email, so the answers are the same whether or
 * not an account exists.
 */
export class AttemptLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.attempts.get(key) ?? []).filter((time) => time > since);
    if (kept.length) this.attempts.set(key, kept);
    else this.attempts.delete(key);
    return kept;
  }

  check(key: string): LimitState {
    const recent = this.recent(key);
    if (recent.length < this.max) return { limited: false, retryAfterSeconds: 0 };
    const oldest = recent[0] ?? this.now();
    return {
      limited: true,
      retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000)),
    };
  }

  record(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.attempts.set(key, recent);
    if (this.attempts.size > 50_000) this.forgetExpired();
  }

  reset(key: string): void {
    this.attempts.delete(key);
  }

  private forgetExpired(): void {
    for (const key of [...this.attempts.keys()]) this.recent(key);
  }
}
