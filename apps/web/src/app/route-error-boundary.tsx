import { useTranslation } from 'react-i18next';
import { Link, useLocation, useRouteError } from 'react-router-dom';
import { buttonClass } from '../components/ui/button.tsx';
import { useI18nFor } from '../i18n/i18n.ts';
import { langFromPath, localizePath } from '../i18n/lang.ts';
import { isChunkLoadError } from '../lib/chunk-recovery.ts';
import styles from './route-error-boundary.module.css';

/**
 * What a visitor sees when a page cannot render: a reload prompt when a code chunk failed to load (after the one
 * automatic reload, lib/chunk-recovery.ts), a plain apology otherwise. Never a blank page. The routes' error boundary
 * (app/routes.tsx): inside the layout for a page's error, alone for the layout's. (Unknown paths have their own
 * not-found page.)
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const lang = langFromPath(pathname);
  // Also works when the error happened above the layout's i18n provider.
  const { t } = useTranslation('common', { i18n: useI18nFor(lang) });

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
