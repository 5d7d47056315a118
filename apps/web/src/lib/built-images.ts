/**
 * Content images' URLs are built by @sanity/image-url (packages/content/src/images.ts, the site's one builder). The
 * server builds them while it renders a page and hands them to the browser in the page's state, keyed by the image
 * and the options; hydration reads them there, so a page's first load never downloads the builder. The browser loads
 * the builder only for an image the state does not have (after a client-side navigation). Decision 057.
 */
import type * as ImageBuilder from '@agency/content/images';
import { createContext, use } from 'react';
import { loadChunk } from './chunk-recovery.ts';

type Builder = typeof ImageBuilder;

/** What a page's state carries: each built value by its key. */
export type BuiltImagesState = [key: string, value: unknown][];

export interface BuiltImages {
  /** The value built for `key`, if there is one. */
  has(key: string): boolean;
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  /** The builder, or the promise of it while its chunk loads. */
  builder(): Builder | Promise<Builder>;
  /**
   * The store for a widget hydrated later (`HydrateNearViewport`): the server builds its images without handing
   * them on (they would only add to the page's HTML); the browser builds them when the widget hydrates.
   */
  later(): BuiltImages;
}

/** The server's store: builds with the builder at hand and keeps every value for the page's state. */
export function serverBuiltImages(builder: Builder): BuiltImages & { state(): BuiltImagesState } {
  const values = new Map<string, unknown>();
  const notHandedOn: BuiltImages = {
    has: () => false,
    get: () => undefined,
    set: () => {},
    builder: () => builder,
    later: () => notHandedOn,
  };
  return {
    has: (key) => values.has(key),
    get: (key) => values.get(key),
    set: (key, value) => void values.set(key, value),
    builder: () => builder,
    later: () => notHandedOn,
    state: () => [...values],
  };
}

/** The browser's store: the values the server built, and the builder loaded when one is missing. */
export function browserBuiltImages(state: BuiltImagesState = []): BuiltImages {
  const values = new Map(state);
  let builder: Promise<Builder> | undefined;
  const store: BuiltImages = {
    has: (key) => values.has(key),
    get: (key) => values.get(key),
    set: (key, value) => void values.set(key, value),
    builder: () => (builder ??= loadChunk(() => import('@agency/content/images'))),
    later: () => store,
  };
  return store;
}

export const BuiltImagesContext = createContext<BuiltImages>(browserBuiltImages());

/**
 * The value built for `key` (a JSON of everything the build reads), built now if this render has none: on the
 * server, and in the browser once the builder has loaded (the component suspends until then). No key: undefined.
 */
export function useBuiltImage<T>(key: string | null, build: (builder: Builder) => T): T | undefined {
  const images = use(BuiltImagesContext);
  if (key === null) return undefined;
  if (images.has(key)) return (images.get(key) ?? undefined) as T | undefined;
  const builder = images.builder();
  const value = build(builder instanceof Promise ? use(builder) : builder);
  images.set(key, value);
  return value;
}
