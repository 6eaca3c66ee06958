import { describe, expect, it } from 'vitest';
import { HostLimiter } from './host-limits';

describe('HostLimiter', () => {
  it('lets at most `concurrency` deliveries to one host be in flight, other hosts aside', () => {
    const limiter = new HostLimiter(() => ({ concurrency: 2, perSecond: 100 }));
    const first = limiter.acquire('a.example:443', 0);
    const second = limiter.acquire('a.example:443', 1);
    expect(first.ok && second.ok).toBe(true);
    expect(limiter.acquire('a.example:443', 2)).toMatchObject({ ok: false });
    expect(limiter.acquire('b.example:443', 2).ok).toBe(true);
    if (first.ok) first.release();
    expect(limiter.acquire('a.example:443', 3).ok).toBe(true);
  });

  it('starts at most `perSecond` in any one-second window, and spreads the refused ones one interval apart', () => {
    const limiter = new HostLimiter(() => ({ concurrency: 100, perSecond: 4 }));
    const admitted = [0, 10, 20, 30].map((at) => limiter.acquire('h', at));
    for (const slot of admitted) {
      expect(slot.ok).toBe(true);
      if (slot.ok) slot.release();
    }
    const refused = [40, 41, 42].map((at) => limiter.acquire('h', at));
    expect(refused.map((slot) => (slot.ok ? null : slot.retryAt))).toEqual([1_000, 1_250, 1_500]);
    // Coming back at its time, the first refused one is admitted; the window is full again until 1010.
    expect(limiter.acquire('h', 1_000).ok).toBe(true);
    expect(limiter.acquire('h', 1_005).ok).toBe(false);
    expect(limiter.acquire('h', 1_250).ok).toBe(true);
  });

  it('counts a release once', () => {
    const limiter = new HostLimiter(() => ({ concurrency: 1, perSecond: 100 }));
    const slot = limiter.acquire('h', 0);
    if (slot.ok) {
      slot.release();
      slot.release();
    }
    expect(limiter.acquire('h', 1).ok).toBe(true);
    expect(limiter.acquire('h', 2).ok).toBe(false);
  });
});
