import { expect, test } from 'vitest';
import { filterByRegion, regionTabs } from './regions.ts';

const seed = [
  { slug: 'a', region: 'hong-kong' as const },
  { slug: 'b', region: 'hong-kong' as const },
];

test('a region with no vacancies has its tab disabled; All never is', () => {
  expect(regionTabs(seed)).toEqual([
    { id: 'all', count: 2, disabled: false },
    { id: 'hong-kong', count: 2, disabled: false },
    { id: 'macau', count: 0, disabled: true },
  ]);
  expect(regionTabs([]).map((tab) => tab.disabled)).toEqual([false, true, true]);
});

test('filters by region, All keeps every vacancy in order', () => {
  const mixed = [...seed, { slug: 'c', region: 'macau' as const }];
  expect(filterByRegion(mixed, 'all').map((v) => v.slug)).toEqual(['a', 'b', 'c']);
  expect(filterByRegion(mixed, 'macau').map((v) => v.slug)).toEqual(['c']);
  expect(regionTabs(mixed).every((tab) => !tab.disabled)).toBe(true);
});
