import type { i18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18nFor, renderInstance } from './i18n.ts';

function UsesNamespaces({ namespaces }: { namespaces: string[] }) {
  const { t } = useTranslation(namespaces);
  return <p>{t('common:actions.opensInNewTab')}</p>;
}

const renderWith = (instance: i18n, namespaces: string[]) =>
  renderToString(
    <I18nextProvider i18n={instance}>
      <UsesNamespaces namespaces={namespaces} />
    </I18nextProvider>,
  );

describe('renderInstance (what the prerender hands the browser to load before hydrating)', () => {
  it('records exactly the namespaces the render asked for, sorted', () => {
    const render = renderInstance('zh-Hant');
    const html = renderWith(render.i18n, ['tefl', 'common']);
    expect(render.usedNamespaces()).toEqual(['common', 'tefl']);
    expect(html).toMatch(/\p{Script=Han}/u);
  });

  it('keeps the records of renders that overlap apart, and leaves the shared instance alone', () => {
    const shared = i18nFor('zh-Hant') as i18n & { reportNamespaces?: unknown };
    const before = shared.reportNamespaces;
    const first = renderInstance('zh-Hant');
    const second = renderInstance('zh-Hant');
    renderWith(first.i18n, ['home']);
    renderWith(second.i18n, ['testimonials']);
    renderWith(first.i18n, ['tefl']);
    expect(first.usedNamespaces()).toEqual(['home', 'tefl']);
    expect(second.usedNamespaces()).toEqual(['testimonials']);
    expect(shared.reportNamespaces).toBe(before);
  });
});
