import { describe, expect, it } from 'vitest';
import { ImageQueueFullError, ImageWorkQueue } from './image-work-queue.js';

/** A job that runs until `finish` is called, recording when it started. */
function gatedJob(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      log.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the image work queue (ADR 0121)', () => {
  it("runs another user's job at once while one user's jobs fill the queue", async () => {
    const queue = new ImageWorkQueue({ slots: 2, maxPerUser: 2 });
    const started: string[] = [];
    const a1 = gatedJob(started, 'a1');
    const a2 = gatedJob(started, 'a2');
    const b1 = gatedJob(started, 'b1');
    const running = [queue.run('a', a1.work), queue.run('a', a2.work)];
    await tick();
    // One job per user: a2 waits for a1 although a slot is free.
    expect(started).toEqual(['a1']);
    running.push(queue.run('b', b1.work));
    await tick();
    expect(started).toEqual(['a1', 'b1']);
    b1.finish();
    a1.finish();
    await tick();
    expect(started).toEqual(['a1', 'b1', 'a2']);
    a2.finish();
    expect(await Promise.all(running)).toEqual(['a1', 'a2', 'b1']);
  });

  it('gives a free slot to the users in turn, not to whoever queued most', async () => {
    const queue = new ImageWorkQueue({ slots: 1, maxPerUser: 2 });
    const started: string[] = [];
    const jobs = {
      a1: gatedJob(started, 'a1'),
      a2: gatedJob(started, 'a2'),
      b1: gatedJob(started, 'b1'),
      c1: gatedJob(started, 'c1'),
    };
    const running = [
      queue.run('a', jobs.a1.work),
      queue.run('a', jobs.a2.work),
      queue.run('b', jobs.b1.work),
      queue.run('c', jobs.c1.work),
    ];
    for (const name of ['a1', 'b1', 'c1', 'a2'] as const) {
      await tick();
      expect(started.at(-1)).toBe(name);
      jobs[name].finish();
    }
    await Promise.all(running);
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2']);
  });

  it('refuses a user with two images in the queue, with a Retry-After, and takes them again once done', async () => {
    const queue = new ImageWorkQueue({ slots: 2, maxPerUser: 2 });
    const started: string[] = [];
    const a1 = gatedJob(started, 'a1');
    const a2 = gatedJob(started, 'a2');
    const running = [queue.run('a', a1.work), queue.run('a', a2.work)];
    let refusal: unknown;
    try {
      void queue.run('a', async () => 'a3');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ImageQueueFullError);
    expect((refusal as ImageQueueFullError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // Another user is not refused.
    expect(await queue.run('b', async () => 'b1')).toBe('b1');
    a1.finish();
    a2.finish();
    await Promise.all(running);
    expect(queue.pendingOf('a')).toBe(0);
    expect(await queue.run('a', async () => 'a3')).toBe('a3');
  });

  it('a failed job frees its slot and its place', async () => {
    const queue = new ImageWorkQueue({ slots: 1, maxPerUser: 1 });
    await expect(
      queue.run('a', async () => {
        throw new Error('corrupt image');
      }),
    ).rejects.toThrow('corrupt image');
    expect(queue.pendingOf('a')).toBe(0);
    expect(await queue.run('a', async () => 'next')).toBe('next');
  });
});
