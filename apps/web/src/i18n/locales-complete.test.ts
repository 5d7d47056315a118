/**
 * Every English text has its Traditional Chinese counterpart, and no extra ones: the site has no runtime fallback
 * to English (a Chinese page would download the English texts too), so a missing key would show as the key.
 */
import { expect, test } from 'vitest';
import { NAMESPACES } from './i18n.ts';

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});
const messagesOf = (lang: string, namespace: string) => files[`./locales/${lang}/${namespace}.json`];

/** Leaf key paths, with i18next plural suffixes folded (Chinese has only the "other" form). */
function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix.replace(/_(one|other)$/, '')];
}

function values(value: unknown): string[] {
  if (value && typeof value === 'object') return Object.values(value).flatMap(values);
  return typeof value === 'string' ? [value] : [];
}

test('the namespaces are found', () => {
  expect(NAMESPACES).toEqual(expect.arrayContaining(['common', 'forms', 'home', 'vacancies']));
});

test.each(NAMESPACES)('the %s namespace has the same keys in both languages', (namespace) => {
  const english = messagesOf('en', namespace);
  const chinese = messagesOf('zh-Hant', namespace);
  expect(chinese, `zh-Hant/${namespace}.json`).toBeDefined();
  expect([...new Set(keys(chinese))].sort()).toEqual([...new Set(keys(english))].sort());
});

test.each(NAMESPACES)('no Chinese string of %s is left in English', (namespace) => {
  // A value of only Latin letters (after removing {{interpolations}} and <1>tags</1>) is English left behind,
  // unless it is a name the agency writes in English in both languages.
  // (The link to the English page is labelled in English on purpose: it is for readers of English.)
  const names =
    /^(TEFL|Facebook|Instagram|LinkedIn|YouTube|WhatsApp|PDF|Word|CV|English|English – read this page in English)$/;
  const leftInEnglish = values(messagesOf('zh-Hant', namespace)).filter((value) => {
    const text = value.replace(/\{\{[^}]+\}\}|<\/?\d+>/g, '').trim();
    return /[A-Za-z]{4,}/.test(text) && !/[\u3400-\u9fff]/.test(text) && !names.test(text);
  });
  expect(leftInEnglish).toEqual([]);
});
