/** Filter panels start open where there is room for them, folded on a phone (the styles' phone width). */
export function wideScreen(): boolean {
  return typeof window.matchMedia !== 'function' || !window.matchMedia('(max-width: 40rem)').matches;
}
