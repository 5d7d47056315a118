import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * false in the prerendered HTML and during hydration, true right after (and at once in a page the browser renders
 * itself): what only the browser needs can stay out of the page's HTML. The forms fill their ~240-country lists
 * with it (nobody can pick a country before the form is hydrated, and a form cannot be sent without JavaScript);
 * the class carousel renders its photos past the first view with it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
