/**
 * The content queries of public renders, each answered once per content generation: the rule the page cache keeps
 * for pages (page-cache.ts), applied to what the pages read. Every page reads the site settings, and a page's two
 * languages run the same query (the language is picked from the result afterwards), so the warm-up's 42 renders
 * ask 84 queries of which 21 differ. `invalidate()` (a publish, a reloaded dataset, a new day in Hong Kong: the
 * moments every page is marked stale) drops them all, so the next render reads the new content.
 *
 * Only public renders read through here. Preview renders read drafts with their own fetcher, per request
 * (site-pages.ts), and never share a result with a public page in either direction.
 */
import type { ContentFetch } from './site-bundle.ts';

export interface SharedContentReads {
  /** The query's result for this content generation: read on first use, shared by every render after it. */
  fetch: ContentFetch;
  /** Content changed: every result is read again on its next use. */
  invalidate(): void;
}

/** A result shared by renders is read-only: a render changing it would change every later page. */
function frozen<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) frozen(child);
  }
  return value;
}

/** The cache key of a query: its text and its parameters in name order. */
const readKey = (query: string, params: Record<string, unknown>) =>
  `${query}\0${JSON.stringify(Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))}`;

/**
 * @param fetch reads published content (the server's content client)
 * @param maxEntries results kept per generation (a flood of odd vacancy slugs asks a query per slug); the oldest
 *   goes first
 */
export function sharedContentReads(fetch: ContentFetch, options: { maxEntries: number }): SharedContentReads {
  // One map per content generation: a read that finishes after a publish lands in the old map, never the new one.
  let results = new Map<string, Promise<unknown>>();
  return {
    // The render's abort signal is not passed on: the read is shared, one render giving up must not fail others.
    fetch(query, params) {
      const key = readKey(query, params);
      const held = results.get(key);
      if (held) return held;
      const generation = results;
      const reading: Promise<unknown> = fetch(query, params).then(frozen, (error: unknown) => {
        // A failed read is not kept: the next render (or the query client's retry) asks again.
        if (generation.get(key) === reading) generation.delete(key);
        throw error;
      });
      if (generation.size >= options.maxEntries) generation.delete(generation.keys().next().value!);
      generation.set(key, reading);
      return reading;
    },
    invalidate() {
      results = new Map();
    },
  };
}
