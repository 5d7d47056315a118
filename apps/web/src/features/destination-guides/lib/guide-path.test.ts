import { describe, expect, test } from 'vitest';
import { guideFromLegacyQuery, guideFromName, guidePath } from './guide-path.ts';

describe('guideFromLegacyQuery', () => {
  test.each([
    ['?path=Macau', 'macau'],
    ['?path=macau', 'macau'],
    ['?path=HongKong', 'hong-kong'],
    ['?path=/DestinationGuides/Macau', 'macau'],
    ['?path=%2FDestinationGuides%2FMacau', 'macau'],
    ['?path=/DestinationGuides/HongKong', 'hong-kong'],
    ['?path=DestinationGuides/Macau/', 'macau'],
    ['?path=/zh-hant/DestinationGuides/Macau', 'macau'],
    ['?path=https://example.com/DestinationGuides/Macau?x=1', 'macau'],
    ['?path=Hong%20Kong', 'hong-kong'],
    ['?path=%252FDestinationGuides%252FMacau', 'macau'],
    ['?path=%25/Macau', 'macau'],
  ])('%s lands on %s', (search, expected) => {
    expect(guideFromLegacyQuery(search)).toBe(expected);
  });

  test.each(['', '?path=', '?path=/DestinationGuides', '?path=Tokyo', '?other=Macau'])(
    '%s names no guide',
    (search) => {
      expect(guideFromLegacyQuery(search)).toBeNull();
    },
  );

  test('accepts URLSearchParams too', () => {
    expect(guideFromLegacyQuery(new URLSearchParams({ path: 'Macau' }))).toBe('macau');
  });
});

test('guide names are read in any spelling', () => {
  expect(guideFromName('Macao')).toBe('macau');
  expect(guideFromName('hong-kong')).toBe('hong-kong');
  expect(guideFromName('Lisbon')).toBeNull();
});

test('guide paths keep the agency’s existing URLs', () => {
  expect(guidePath('hong-kong')).toBe('/DestinationGuides/HongKong');
  expect(guidePath('macau')).toBe('/DestinationGuides/Macau');
});
