/** Every English string of the WEB-PAGES namespaces has its Traditional Chinese counterpart, and no extra ones. */
import { expect, test } from 'vitest';
import { buildResources } from '../../../i18n/i18n.ts';

const namespaces = ['vacancies', 'testimonials', 'teach-abroad', 'for-your-school', 'destination-guides'];
const resources = buildResources();

/** Leaf key paths, with i18next plural suffixes folded (Chinese has only the "other" form). */
function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix.replace(/_(one|other)$/, '')];
}

test.each(namespaces)('the %s namespace is complete in both languages', (namespace) => {
  const english = resources.en?.[namespace];
  const chinese = resources['zh-Hant']?.[namespace];
  expect(english, `en/${namespace}.json`).toBeDefined();
  expect(chinese, `zh-Hant/${namespace}.json`).toBeDefined();
  expect([...new Set(keys(chinese))].sort()).toEqual([...new Set(keys(english))].sort());
});

function values(value: unknown): string[] {
  if (value && typeof value === 'object') return Object.values(value).flatMap(values);
  return typeof value === 'string' ? [value] : [];
}

test.each(namespaces)('no Chinese string of %s is left in English', (namespace) => {
  // A value of only Latin letters (after removing {{interpolations}} and <1>tags</1>) is English left behind.
  const leftInEnglish = values(resources['zh-Hant']?.[namespace]).filter((value) => {
    const text = value.replace(/\{\{[^}]+\}\}|<\/?\d+>/g, '').trim();
    return /[A-Za-z]{4,}/.test(text) && !/[\u3400-\u9fff]/.test(text);
  });
  expect(leftInEnglish).toEqual([]);
});
