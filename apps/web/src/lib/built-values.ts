/**
 * Values the server builds while it renders a page and hands to the browser in the page's state, keyed by
 * everything the build reads; hydration reads them there instead of building them again (decision 061):
 * - content images' URLs, built by @sanity/image-url (packages/content/src/images.ts, the site's one builder), so a
 *   page's first load never downloads the builder. The browser loads it only for an image the state does not have
 *   (after a client-side navigation): `useBuiltImage`;
 * - formatted dates, numbers and salaries (lib/format.ts), so a first load makes no `Intl` formatter: the first one
 *   a page makes costs 20–30 ms of main thread on a fast machine (ICU's locale data): `useFormat`.
 */
import type * as ImageBuilder from '@agency/content/images';
import { createContext, use } from 'react';
import { loadChunk } from './chunk-recovery.ts';

type Builder = typeof ImageBuilder;

/** What a page's state carries: each built value by its key. */
export type BuiltValuesState = [key: string, value: unknown][];

export interface BuiltValues {
  /** Whether a value was built for `key`. */
  has(key: string): boolean;
  /** The value built for `key`: the one kept, or `build()`'s, kept from now on. */
  keep<T>(key: string, build: () => T): T;
  /** The builder, or the promise of it while its chunk loads. */
  builder(): Builder | Promise<Builder>;
  /**
   * The store for a widget hydrated later (`HydrateNearViewport`): the server builds its values without handing
   * them on (they would only add to the page's HTML); the browser builds them when the widget hydrates.
   */
  later(): BuiltValues;
}

/** `keep` over a map of values. */
const keeper =
  (values: Map<string, unknown>) =>
  <T>(key: string, build: () => T): T => {
    if (values.has(key)) return values.get(key) as T;
    const value = build();
    values.set(key, value);
    return value;
  };

/** The server's store: builds with the builder at hand and keeps every value for the page's state. */
export function serverBuiltValues(builder: Builder): BuiltValues & { state(): BuiltValuesState } {
  const values = new Map<string, unknown>();
  const notHandedOn: BuiltValues = {
    has: () => false,
    keep: (_key, build) => build(),
    builder: () => builder,
    later: () => notHandedOn,
  };
  return {
    has: (key) => values.has(key),
    keep: keeper(values),
    builder: () => builder,
    later: () => notHandedOn,
    state: () => [...values],
  };
}

/** The browser's store: the values the server built, and the builder loaded when one is missing. */
export function browserBuiltValues(state: BuiltValuesState = []): BuiltValues {
  const values = new Map(state);
  let builder: Promise<Builder> | undefined;
  const store: BuiltValues = {
    has: (key) => values.has(key),
    keep: keeper(values),
    builder: () => (builder ??= loadChunk(() => import('@agency/content/images'))),
    later: () => store,
  };
  return store;
}

export const BuiltValuesContext = createContext<BuiltValues>(browserBuiltValues());

/**
 * The value built for `key` (a JSON of everything the build reads), built now if this render has none: on the
 * server, and in the browser once the builder has loaded (the component suspends until then). No key: undefined.
 */
export function useBuiltImage<T>(key: string | null, build: (builder: Builder) => T): T | undefined {
  const built = use(BuiltValuesContext);
  if (key === null) return undefined;
  // The builder only for a value the store lacks; `use()` (suspending until its chunk is there) belongs to the
  // render, not to `keep`'s callback.
  const builder = built.has(key) ? null : built.builder();
  const loaded = builder instanceof Promise ? use(builder) : builder;
  return built.keep(key, () => build(loaded as Builder)) ?? undefined;
}
