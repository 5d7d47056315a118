// Image transforms cost CPU (sharp): a visitor may cause at most `perMinute` of them (cache misses only; cached
// variants are free), and at most `concurrency` run at once across all visitors, so page loads and form
// submissions keep their share of the two cores.
import { limitConcurrency } from '../security/concurrency-limit.ts';

export interface TransformLimiter {
  /** Takes one of the client's transforms for this minute; false = over the limit (answer 429). */
  allow(client: string, now?: number): boolean;
  /** Seconds until the client's window starts over. */
  retryAfterSeconds(client: string, now?: number): number;
  run<T>(task: () => Promise<T>): Promise<T>;
}

const WINDOW_MS = 60_000;

/** The client's key: the IP, with IPv6 reduced to its /64 (one subscriber's whole prefix). */
export function clientKey(ip: string): string {
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip.replace(/^::ffff:/, '');
  const groups = ip.split('::');
  const head = (groups[0] ?? '').split(':').filter(Boolean);
  const tail = (groups[1] ?? '').split(':').filter(Boolean);
  const full = [...head, ...Array<string>(Math.max(0, 8 - head.length - tail.length)).fill('0'), ...tail];
  return `${full.slice(0, 4).join(':')}::/64`;
}

export function createTransformLimiter(perMinute: number, concurrency: number): TransformLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const limit = limitConcurrency(concurrency);

  const windowOf = (client: string, now: number) => {
    let window = windows.get(client);
    if (!window || now - window.start >= WINDOW_MS) {
      // Forget finished windows now and then, so the map does not grow with every address ever seen.
      if (windows.size > 10_000)
        for (const [key, w] of windows) if (now - w.start >= WINDOW_MS) windows.delete(key);
      window = { start: now, count: 0 };
      windows.set(client, window);
    }
    return window;
  };

  return {
    allow(client, now = Date.now()) {
      const window = windowOf(client, now);
      if (window.count >= perMinute) return false;
      window.count += 1;
      return true;
    },
    retryAfterSeconds(client, now = Date.now()) {
      const window = windowOf(client, now);
      return Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000));
    },
    run: (task) => limit(task),
  };
}
