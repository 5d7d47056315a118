import { useCallback, useEffect, useRef, useState } from 'react';
import { localize } from '@agency/content';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useLang, useLocalizePath } from '../../i18n/use-lang.ts';
import { cycleFocus, focusableIn } from '../../lib/focus-cycle.ts';
import { siteSettingsOptions } from '../../lib/site-queries.ts';
import { paths } from '../../lib/route-paths.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { NavGroup } from './nav-group.tsx';
import { navItems } from './nav-items.ts';
import { useDismiss } from './use-dismiss.ts';
import './site-header.css';

/**
 * The top bar: logo, the main navigation and the language switch. On phones the navigation folds into a panel
 * behind a Menu button (aria-expanded; 500 ms open/close animation; Tab stays inside while it is open; Escape
 * closes and returns focus).
 */
export function SiteHeader() {
  const { t } = useTranslation('common');
  const localizePath = useLocalizePath();
  const lang = useLang();
  const { data: settings } = useSuspenseQuery(siteSettingsOptions(lang));
  const siteName = localize(settings?.agencyName, lang) ?? t('siteName');
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setMenuOpen(false), []);
  useDismiss(menuOpen, panel, toggle, close);

  // A navigation closes the phone menu.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    // While the phone menu is open, Tab cycles through the Menu button and the menu, as a dialog would.
    const onKeyDown = (event: KeyboardEvent) => cycleFocus(event, focusableIn(toggle.current, panel.current));
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link
          className="site-header__brand"
          to={localizePath(paths.home)}
          aria-label={t('nav.homeLink', { name: siteName })}
        >
          <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true">
            <rect width="36" height="36" rx="9" fill="#0b5d7a" />
            <path d="M9 24.5 18 10l9 14.5H9Z" fill="#f2b441" />
            <circle cx="18" cy="21" r="3" fill="#fff" />
          </svg>
          <span className="site-header__name">{siteName}</span>
        </Link>
        <button
          ref={toggle}
          type="button"
          className="site-header__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="site-header__burger" aria-hidden="true" data-open={menuOpen}>
            <span />
            <span />
            <span />
          </span>
          <span>{t('nav.menu')}</span>
        </button>
        <div id="site-menu" ref={panel} className="site-header__panel" data-open={menuOpen}>
          <nav className="site-nav" aria-label={t('nav.label')}>
            <ul className="site-nav__list">
              {navItems.map((item) =>
                item.kind === 'group' ? (
                  <NavGroup key={item.id} item={item} />
                ) : (
                  <li key={item.to} className="site-nav__item">
                    <NavLink className="site-nav__link" to={localizePath(item.to)} end>
                      {t(item.label)}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <LanguageSwitch className="site-header__language" />
        </div>
      </div>
    </header>
  );
}
