/** Index `index` in a ring of `count` items: previous of the first is the last, next of the last is the first. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** Horizontal swipe distance (px) that counts as a swipe rather than a tap or a scroll. */
export const SWIPE_MIN_PX = 40;

/** `next` for a swipe to the left, `previous` to the right, null for a tap or a mostly vertical movement. */
export function swipeDirection(dx: number, dy: number): 'next' | 'previous' | null {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}
