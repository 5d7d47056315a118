import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { useLocalizePath } from '../../i18n/use-lang.ts';
import { stripLangPrefix } from '../../i18n/lang.ts';
import type { NavGroupItem } from './nav-items.ts';
import { useDismiss } from './use-dismiss.ts';

/** A disclosure sub-menu (Our Services, Destination Guides): a button with aria-expanded and a list of links. */
export function NavGroup({ item }: { item: NavGroupItem }) {
  const { t } = useTranslation('common');
  const localize = useLocalizePath();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const container = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, toggle, close);
  const inSection = stripLangPrefix(pathname).startsWith(item.section);

  return (
    <li className="site-nav__item site-nav__group" ref={container}>
      <button
        ref={toggle}
        type="button"
        className="site-nav__link site-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        data-current={inSection || undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {t(item.label)}
        <svg className="site-nav__chevron" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={listId} className="site-nav__submenu" data-open={open}>
        {item.items.map((child) => (
          <li key={child.to}>
            <NavLink className="site-nav__sublink" to={localize(child.to)} onClick={close}>
              {t(child.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
