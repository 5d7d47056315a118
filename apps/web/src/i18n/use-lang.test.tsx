import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { Lang } from './lang.ts';
import { useDocumentLang } from './use-lang.ts';

function Page({ lang }: { lang: Lang }) {
  useDocumentLang(lang);
  return null;
}

/** The `lang` attribute writes on <html> while `run` runs (a write of the same value is one too). */
async function langWrites(run: () => void): Promise<number> {
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((found) => records.push(...found));
  observer.observe(document.documentElement, { attributeFilter: ['lang'] });
  run();
  await Promise.resolve();
  records.push(...observer.takeRecords());
  observer.disconnect();
  return records.length;
}

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('lang');
});

it('leaves <html lang> alone when the page already has its language (no restyle of the whole page)', async () => {
  document.documentElement.lang = 'zh-Hant';
  expect(await langWrites(() => render(<Page lang="zh-Hant" />))).toBe(0);
});

it('sets <html lang> when a navigation changes the language', async () => {
  document.documentElement.lang = 'en';
  const page = render(<Page lang="en" />);
  expect(await langWrites(() => page.rerender(<Page lang="zh-Hant" />))).toBe(1);
  expect(document.documentElement.lang).toBe('zh-Hant');
});
