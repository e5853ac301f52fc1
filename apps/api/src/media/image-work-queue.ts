/**
 * Decoding and re-encoding images is the one CPU-heavy step of a request. It runs in this queue, fairly between
 * users (ADR 0121): at most `slots` jobs at once and at most one of them per user, the free slot going to the
 * next user in turn (round robin), so one user's large uploads never wait in front of another user's. A user
 * with `maxPerUser` images already in the queue (decoding or waiting) is refused instead of queued.
 */
export class ImageQueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many images of this user are being processed');
    this.name = 'ImageQueueFullError';
  }
}

interface Lane {
  active: boolean;
  waiting: Array<() => void>;
}

export interface ImageWorkQueueOptions {
  /** Jobs decoding at once, all users together. */
  slots: number;
  /** Images one user may have in the queue, decoding or waiting. */
  maxPerUser: number;
}

/** What a job is assumed to take before any has finished (for the first Retry-After). */
const INITIAL_JOB_ESTIMATE_MS = 2_000;

export class ImageWorkQueue {
  private running = 0;
  private readonly lanes = new Map<string, Lane>();
  /** Users with a job waiting and none decoding, in the order they get the next free slot. */
  private readonly turn: string[] = [];
  /** A moving average of how long a job takes, for Retry-After. */
  private jobEstimateMs = INITIAL_JOB_ESTIMATE_MS;

  constructor(private readonly options: ImageWorkQueueOptions) {}

  /** Images of `owner` in the queue (decoding or waiting). */
  pendingOf(owner: string): number {
    const lane = this.lanes.get(owner);
    return lane ? Number(lane.active) + lane.waiting.length : 0;
  }

  /** Runs `work` in `owner`'s turn; throws ImageQueueFullError at once when the owner's share is taken. */
  run<T>(owner: string, work: () => Promise<T>): Promise<T> {
    const pending = this.pendingOf(owner);
    if (pending >= this.options.maxPerUser) {
      throw new ImageQueueFullError(Math.max(1, Math.ceil((this.jobEstimateMs * pending) / 1000)));
    }
    const lane = this.lanes.get(owner) ?? { active: false, waiting: [] };
    this.lanes.set(owner, lane);
    return new Promise<T>((resolve, reject) => {
      lane.waiting.push(() => {
        const startedAt = performance.now();
        work()
          .then(resolve, reject)
          .finally(() => this.finish(owner, performance.now() - startedAt));
      });
      if (!lane.active && lane.waiting.length === 1) this.turn.push(owner);
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.running < this.options.slots && this.turn.length > 0) {
      const owner = this.turn.shift()!;
      const lane = this.lanes.get(owner);
      const job = lane?.waiting.shift();
      if (!lane || !job) continue;
      lane.active = true;
      this.running += 1;
      job();
    }
  }

  private finish(owner: string, tookMs: number): void {
    this.jobEstimateMs = 0.8 * this.jobEstimateMs + 0.2 * tookMs;
    this.running -= 1;
    const lane = this.lanes.get(owner);
    if (lane) {
      lane.active = false;
      if (lane.waiting.length > 0) this.turn.push(owner);
      else this.lanes.delete(owner);
    }
    this.dispatch();
  }
}
