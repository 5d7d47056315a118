import { describe, expect, it } from 'vitest';
import { clientKey, createTransformLimiter } from './transform-limiter.ts';

describe('image transform limits', () => {
  it('counts IPv4 per address and IPv6 per /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
  });

  it('allows perMinute transforms per client per minute, then says when to come back', () => {
    const limiter = createTransformLimiter(2, 1);
    expect([limiter.allow('a', 0), limiter.allow('a', 1), limiter.allow('a', 2)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(limiter.allow('b', 2)).toBe(true);
    expect(limiter.retryAfterSeconds('a', 30_000)).toBe(30);
    expect(limiter.allow('a', 60_000)).toBe(true);
  });

  it('never runs more than `concurrency` transforms at once', async () => {
    const limiter = createTransformLimiter(100, 2);
    let running = 0;
    let most = 0;
    const task = () =>
      limiter.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
      });
    await Promise.all(Array.from({ length: 10 }, task));
    expect(most).toBe(2);
  });
});
