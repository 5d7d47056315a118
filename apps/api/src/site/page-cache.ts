/**
 * Rendered pages kept in memory until content changes. `invalidate()` (a publish, a reloaded dataset, a new day
 * in Hong Kong) marks every entry stale; a stale page is rendered again on its next request. When that render
 * fails (Sanity unreachable) or takes longer than `staleAfterMs`, the last good page is served instead (a slow
 * render still replaces it when it finishes): content that rendered once never turns into an error page, and a
 * visitor never waits long for it. Renders of one key are shared; the number of keys is bounded.
 */
export interface CacheEntry<T> {
  value: T;
  generation: number;
  /** What the entry costs (sizeOf), counted against maxBytes. */
  size: number;
}

export class PageCache<T> {
  private generation = 0;
  private readonly entries = new Map<string, CacheEntry<T>>();
  private readonly inFlight = new Map<string, Promise<T>>();
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly sizeOf: (value: T) => number;
  /** The kept entries' sizes added up. */
  bytes = 0;
  private readonly staleAfterMs: number;
  private readonly onSlow: (key: string) => void;
  private readonly onFailed: (key: string, error: unknown) => void;

  constructor(options: {
    maxEntries: number;
    /** With sizeOf: the kept entries' sizes at most this (a flood of odd URLs each rendering a page). */
    maxBytes?: number;
    sizeOf?: (value: T) => number;
    staleAfterMs: number;
    /** A re-render outlasted `staleAfterMs`: the last good page was served meanwhile (busy, not broken). */
    onSlow: (key: string) => void;
    /** A re-render failed: the last good page was served and stays until a render succeeds. */
    onFailed: (key: string, error: unknown) => void;
  }) {
    this.maxEntries = options.maxEntries;
    this.maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
    this.sizeOf = options.sizeOf ?? (() => 0);
    this.staleAfterMs = options.staleAfterMs;
    this.onSlow = options.onSlow;
    this.onFailed = options.onFailed;
  }

  invalidate(): void {
    this.generation += 1;
  }

  get(key: string, render: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.generation === this.generation) return Promise.resolve(entry.value);
    // One render per page and content generation, however many ask for it.
    const rendering = this.inFlight.get(this.flightKey(key)) ?? this.start(key, render, entry);
    if (!entry) return rendering;
    let timer: NodeJS.Timeout | undefined;
    const slow = new Promise<T>((resolve) => {
      timer = setTimeout(() => {
        this.onSlow(key);
        resolve(entry.value);
      }, this.staleAfterMs);
    });
    return Promise.race([rendering, slow]).finally(() => clearTimeout(timer));
  }

  private flightKey(key: string, generation = this.generation) {
    return `${generation}\0${key}`;
  }

  private start(key: string, render: () => Promise<T>, entry: CacheEntry<T> | undefined): Promise<T> {
    const generation = this.generation;
    const flightKey = this.flightKey(key, generation);
    const rendering = render()
      .then((value) => {
        this.store(key, { value, generation, size: this.sizeOf(value) });
        return value;
      })
      .catch((error: unknown) => {
        if (!entry) throw error;
        this.onFailed(key, error);
        return entry.value;
      })
      .finally(() => this.inFlight.delete(flightKey));
    this.inFlight.set(flightKey, rendering);
    return rendering;
  }

  private store(key: string, entry: CacheEntry<T>) {
    // A render of older content that finishes late never replaces a newer one.
    const old = this.entries.get(key);
    if ((old?.generation ?? -1) > entry.generation) return;
    if (old) this.drop(key, old);
    if (entry.size > this.maxBytes) return; // served, never kept
    this.entries.set(key, entry);
    this.bytes += entry.size;
    // Oldest first: a flood of odd URLs cannot grow memory without bound, in count or in bytes.
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [oldest, oldestEntry] = this.entries.entries().next().value!;
      this.drop(oldest, oldestEntry);
    }
  }

  private drop(key: string, entry: CacheEntry<T>) {
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}
