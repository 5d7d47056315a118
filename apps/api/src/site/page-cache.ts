/**
 * Rendered pages kept in memory until content changes. `invalidate()` (a publish, a reloaded dataset, a new day
 * in Hong Kong) marks every entry stale; a stale page is rendered again on its next request. When that render
 * fails (Sanity unreachable), the last good page is served instead: content that rendered once never turns into
 * an error page. Renders of one key are shared; the number of keys is bounded.
 */
export interface CacheEntry<T> {
  value: T;
  generation: number;
}

export class PageCache<T> {
  private generation = 0;
  private readonly entries = new Map<string, CacheEntry<T>>();
  private readonly inFlight = new Map<string, Promise<T>>();
  private readonly maxEntries: number;
  private readonly onStaleServed: (key: string, error: unknown) => void;

  constructor(options: { maxEntries: number; onStaleServed: (key: string, error: unknown) => void }) {
    this.maxEntries = options.maxEntries;
    this.onStaleServed = options.onStaleServed;
  }

  invalidate(): void {
    this.generation += 1;
  }

  /** Keys whose last render is stale and matches `worth` (for re-rendering ahead of visitors). */
  staleKeys(worth: (value: T) => boolean = () => true): string[] {
    return [...this.entries]
      .filter(([, entry]) => entry.generation !== this.generation && worth(entry.value))
      .map(([key]) => key);
  }

  get(key: string, render: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.generation === this.generation) return Promise.resolve(entry.value);
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const rendering = render()
      .then((value) => {
        this.store(key, { value, generation });
        return value;
      })
      .catch((error: unknown) => {
        if (!entry) throw error;
        this.onStaleServed(key, error);
        return entry.value;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, rendering);
    return rendering;
  }

  private store(key: string, entry: CacheEntry<T>) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    // Oldest first: a flood of odd URLs cannot grow memory without bound.
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
