import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { exitPreviewHref } from '../../lib/preview.tsx';

/**
 * Stuck to the bottom of the screen on every page in preview mode, so nobody mistakes a draft for the live site.
 * Sticky, not fixed: it is the page's last element, so at the end of the page it sits below the footer instead of
 * covering the footer's last lines.
 * Styled inline: it is never part of a visitor's page, so it stays out of the site's stylesheet and critical CSS.
 */
export function PreviewBar() {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  return (
    <div
      role="status"
      data-preview-bar=""
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 1000,
        display: 'flex',
        flexWrap: 'wrap',
        gap: '0.5rem 1rem',
        justifyContent: 'center',
        alignItems: 'center',
        padding: '0.5rem 1rem',
        background: '#ffd54a',
        color: '#1a1a1a',
        fontWeight: 600,
        boxShadow: '0 -2px 6px rgb(0 0 0 / 0.25)',
      }}
    >
      <span>{t('preview.bar')}</span>
      {/* A full page load: the server clears the cookie. */}
      <a href={exitPreviewHref(`${pathname}${search}`)} style={{ color: 'inherit' }}>
        {t('preview.exit')}
      </a>
    </div>
  );
}
