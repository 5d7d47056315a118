import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18nFor, trackUsedNamespaces } from './i18n.ts';

function UsesNamespaces({ namespaces }: { namespaces: string[] }) {
  const { t } = useTranslation(namespaces);
  return <p>{t('common:actions.opensInNewTab')}</p>;
}

const renderWith = (namespaces: string[]) =>
  renderToString(
    <I18nextProvider i18n={i18nFor('zh-Hant')}>
      <UsesNamespaces namespaces={namespaces} />
    </I18nextProvider>,
  );

describe('trackUsedNamespaces (what the prerender hands the browser to load before hydrating)', () => {
  it('records exactly the namespaces the render asked for, sorted', async () => {
    const [html, used] = await trackUsedNamespaces('zh-Hant', async () => renderWith(['tefl', 'common']));
    expect(used).toEqual(['common', 'tefl']);
    expect(html).toMatch(/\p{Script=Han}/u);
  });

  it('starts empty for each render and gives react-i18next its own reporter back afterwards', async () => {
    const instance = i18nFor('zh-Hant') as { reportNamespaces?: unknown };
    renderWith(['about']); // react-i18next creates its reporter on the first render
    const reporter = instance.reportNamespaces;
    expect(reporter).toBeDefined();
    await trackUsedNamespaces('zh-Hant', async () => renderWith(['home']));
    const [, used] = await trackUsedNamespaces('zh-Hant', async () => renderWith(['testimonials']));
    expect(used).toEqual(['testimonials']);
    expect(instance.reportNamespaces).toBe(reporter);
  });

  it('refuses two overlapping renders of one language, whose records would mix', async () => {
    let finish = () => {};
    const first = trackUsedNamespaces('zh-Hant', () => new Promise<void>((resolve) => (finish = resolve)));
    await expect(trackUsedNamespaces('zh-Hant', async () => renderWith(['home']))).rejects.toThrow(
      /one page per language at a time/,
    );
    // Another language has its own instance and may render meanwhile.
    await expect(trackUsedNamespaces('en', async () => renderWith(['home']))).resolves.toBeDefined();
    finish();
    await first;
  });
});
