import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * false in the prerendered HTML and during hydration, true right after (and at once in a page the browser renders
 * itself): what only the browser needs can stay out of the page's HTML. The forms are enabled with it (a form
 * cannot be sent without JavaScript); the class carousel renders its photos past the first view with it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
