/**
 * A check (the health check's database round trip) that is run again only when its last success is older than
 * `reuseMs`. A failure is never kept: the next call runs the check again. Calls that come while it runs share
 * that run, so a burst of health checks makes one round trip.
 */
export class RecentSuccess {
  #succeededAt = Number.NEGATIVE_INFINITY;
  #running: Promise<void> | undefined;

  constructor(
    private readonly check: () => Promise<unknown>,
    private readonly reuseMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * Undefined when the check passed less than `reuseMs` ago (nothing to wait for); otherwise a promise that
   * resolves when it passes now and rejects with its error.
   */
  confirm(): Promise<void> | undefined {
    if (this.now() - this.#succeededAt < this.reuseMs) return undefined;
    this.#running ??= this.run();
    return this.#running;
  }

  private async run(): Promise<void> {
    try {
      await this.check();
      this.#succeededAt = this.now();
    } finally {
      this.#running = undefined;
    }
  }
}
