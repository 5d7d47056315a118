import { Suspense, useEffect, useRef } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { useI18nFor } from '../i18n/i18n.ts';
import { enableFullStylesheets } from '../lib/full-stylesheets.ts';
import { lazyComponent } from '../lib/lazy-component.ts';
import { PreviewTools, usePreview } from '../lib/preview.tsx';
import { siteSettingsOptions } from '../lib/site-queries.ts';
import type { ContentQueryOptions } from '../lib/content-query.ts';
import { useDocumentLang, useLang } from '../i18n/use-lang.ts';
import type { Lang } from '../i18n/lang.ts';
import '../styles/tokens.css';
import '../styles/base.css';

/** Content every page needs (header/footer), prefetched by the root route. */
export const rootQueries = (lang: Lang): ContentQueryOptions[] => [siteSettingsOptions(lang)];

/**
 * After a client-side navigation: the new page starts at the top (or at the part a #hash names), and focus moves
 * to it (screen readers hear it). Another page needs the full stylesheet (the inline CSS covers the first page
 * only); a navigation the visitor made has switched it on already, this covers the app's own (a legacy redirect).
 */
function useNavigationFocus() {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    enableFullStylesheets(document);
    // A link to a part of a page (e.g. Teach Abroad's application form): the browser does not scroll there by
    // itself after a client-side navigation.
    if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location.pathname, location.hash]);
}

// Only staff previewing drafts see it: its code is never part of a visitor's first load.
const PreviewBar = lazyComponent(() =>
  import('../components/layout/preview-bar.tsx').then((module) => module.PreviewBar),
);

function Shell() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const preview = usePreview();
  useNavigationFocus();
  useDocumentLang(lang);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p className="page-loading">{t('status.loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      {preview && (
        <Suspense fallback={null}>
          <PreviewBar />
          <PreviewTools />
        </Suspense>
      )}
    </>
  );
}

export function RootLayout() {
  const lang = useLang();
  return (
    <I18nextProvider i18n={useI18nFor(lang)}>
      <Shell />
    </I18nextProvider>
  );
}
