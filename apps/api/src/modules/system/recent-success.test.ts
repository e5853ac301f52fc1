import { describe, expect, it } from 'vitest';
import { RecentSuccess } from './recent-success.js';

function checkedAt(reuseMs: number, outcomes: Array<'pass' | 'fail'>) {
  let clock = 0;
  let runs = 0;
  const recent = new RecentSuccess(
    async () => {
      const outcome = outcomes[runs++] ?? 'pass';
      if (outcome === 'fail') throw new Error('down');
    },
    reuseMs,
    () => clock,
  );
  return {
    recent,
    runs: () => runs,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('RecentSuccess', () => {
  it('runs the check again only once its last success is reuseMs old', async () => {
    const { recent, runs, advance } = checkedAt(1000, []);
    await recent.confirm();
    advance(999);
    expect(recent.confirm()).toBeUndefined();
    advance(1);
    await recent.confirm();
    expect(runs()).toBe(2);
  });

  it('never keeps a failure: the next call runs the check again', async () => {
    const { recent, runs } = checkedAt(1000, ['fail', 'fail', 'pass']);
    await expect(recent.confirm()).rejects.toThrow('down');
    await expect(recent.confirm()).rejects.toThrow('down');
    await recent.confirm();
    expect(recent.confirm()).toBeUndefined();
    expect(runs()).toBe(3);
  });

  it('with 0 runs the check on every call', async () => {
    const { recent, runs } = checkedAt(0, []);
    await recent.confirm();
    await recent.confirm();
    expect(runs()).toBe(2);
  });

  it('lets calls that come while the check runs share that run', async () => {
    const { recent, runs } = checkedAt(1000, []);
    const first = recent.confirm();
    expect(recent.confirm()).toBe(first);
    await first;
    expect(runs()).toBe(1);
  });
});
