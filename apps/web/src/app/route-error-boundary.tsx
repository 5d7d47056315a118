import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router-dom';
import { buttonClass } from '../components/ui/button.tsx';
import { i18nFor } from '../i18n/i18n.ts';
import { langFromPath, localizePath } from '../i18n/lang.ts';
import { NotFoundContent } from '../components/not-found/not-found-content.tsx';
import { isChunkLoadError } from '../lib/chunk-recovery.ts';
import styles from './route-error-boundary.module.css';

/**
 * What a visitor sees when a page cannot render: the 404 content for unknown things, a reload prompt when a code
 * chunk failed to load (after the one automatic reload), a plain apology otherwise. Never a blank page.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const lang = langFromPath(pathname);
  // Also works when the error happened above the layout's i18n provider.
  const { t } = useTranslation('common', { i18n: i18nFor(lang) });

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;

  const chunk = isChunkLoadError(error);
  return (
    <div className={styles.box} role="alert">
      <h1>{chunk ? t('status.chunkErrorTitle') : t('status.errorTitle')}</h1>
      <p>{chunk ? t('status.chunkErrorBody') : t('status.errorBody')}</p>
      <div className={styles.actions}>
        <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </button>
        <Link className={buttonClass('secondary')} to={localizePath('/', lang)} reloadDocument>
          {t('actions.home')}
        </Link>
      </div>
    </div>
  );
}
