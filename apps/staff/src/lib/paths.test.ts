import { expect, test } from 'vitest';
import { safeNext } from './paths.ts';

test('after sign-in, only paths inside the staff area are followed', () => {
  expect(safeNext('/submissions/APP-2026-000001?x=1')).toBe('/submissions/APP-2026-000001?x=1');
  expect(safeNext('/?status=new')).toBe('/?status=new');
  expect(safeNext('//evil.example')).toBe('/');
  expect(safeNext('/\\evil.example')).toBe('/');
  expect(safeNext('https://evil.example')).toBe('/');
  expect(safeNext('/sign-in?next=/x')).toBe('/');
  expect(safeNext(null)).toBe('/');
});
