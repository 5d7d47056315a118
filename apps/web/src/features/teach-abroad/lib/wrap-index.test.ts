import { expect, test } from 'vitest';
import { swipeDirection, wrapIndex } from './wrap-index.ts';

test('indexes wrap around both ends', () => {
  expect(wrapIndex(-1, 8)).toBe(7);
  expect(wrapIndex(8, 8)).toBe(0);
  expect(wrapIndex(3, 8)).toBe(3);
  expect(wrapIndex(-9, 8)).toBe(7);
  expect(wrapIndex(2, 0)).toBe(0);
});

test('a horizontal swipe goes next (left) or previous (right); taps and scrolls do nothing', () => {
  expect(swipeDirection(-80, 10)).toBe('next');
  expect(swipeDirection(80, -10)).toBe('previous');
  expect(swipeDirection(-20, 0)).toBeNull();
  expect(swipeDirection(-60, 120)).toBeNull();
});
