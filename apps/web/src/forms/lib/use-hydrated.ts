import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * false in the prerendered HTML and during hydration, true right after: lets the ~240-country lists (three
 * selects, ~40 KB of HTML) be filled in the browser only. Nobody can pick a country before the form is hydrated,
 * and the form cannot be sent without JavaScript anyway.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
