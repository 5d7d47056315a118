/**
 * Filter panels start open where there is room for them, folded on a phone (the styles' phone width); callers
 * also open them while a filter is in use, so nobody wonders why the list is short.
 */
export function wideScreen(): boolean {
  return typeof window.matchMedia !== 'function' || !window.matchMedia('(max-width: 40rem)').matches;
}
