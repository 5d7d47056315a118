// The page frames: signed-in pages (header with navigation, who is signed in, sign out) and the sign-in pages.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { FreshSignInProvider } from '../components/fresh-sign-in.tsx';
import { LangSwitch } from '../components/lang-switch.tsx';
import { fill, useI18n } from '../i18n/i18n.tsx';
import { api } from '../lib/api.ts';
import { BASE, paths } from '../lib/paths.ts';
import { sessionOptions } from '../lib/session.ts';

function Frame({ nav, children }: { nav?: ReactNode; children: ReactNode }) {
  const { m } = useI18n();
  return (
    <>
      <a className="skip-link" href="#main">
        {m.site.skip}
      </a>
      <header className="site-header">
        <Link to={paths.inbox} className="site-title">
          {/* The website's mark (its header's), so staff know whose back office this is. */}
          <svg width="28" height="28" viewBox="0 0 36 36" aria-hidden="true">
            <rect width="36" height="36" rx="9" fill="#0b5d7a" />
            <path d="M9 24.5 18 10l9 14.5H9Z" fill="#f2b441" />
            <circle cx="18" cy="21" r="3" fill="#fff" />
          </svg>
          {m.site.title}
        </Link>
        {nav}
        <LangSwitch />
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

export function PlainLayout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

async function signOut() {
  await api('DELETE', '/session').catch(() => undefined);
  window.location.assign(`${BASE}${paths.signIn}`);
}

export function StaffLayout() {
  const { m } = useI18n();
  const me = useQuery(sessionOptions());
  const nav = (
    <nav aria-label={m.nav.label} className="site-nav">
      <NavLink to={paths.inbox} end>
        {m.nav.inbox}
      </NavLink>
      <NavLink to={paths.boards}>{m.recruiting.nav.boards}</NavLink>
      <NavLink to={paths.candidates}>{m.recruiting.nav.candidates}</NavLink>
      <NavLink to={paths.waiting}>{m.recruiting.nav.waiting}</NavLink>
      <NavLink to={paths.audit}>{m.nav.audit}</NavLink>
      <NavLink to={paths.alerts}>{m.nav.alerts}</NavLink>
      <NavLink to={paths.insights}>{m.insights.nav}</NavLink>
      {me.data?.role === 'admin' && <NavLink to={paths.staffAccounts}>{m.access.staff.nav}</NavLink>}
      <NavLink to={paths.account}>{m.access.account.nav}</NavLink>
      {me.data && <span className="signed-in">{fill(m.nav.signedInAs, { name: me.data.name })}</span>}
      <button type="button" className="link-button" onClick={signOut}>
        {m.nav.signOut}
      </button>
    </nav>
  );
  return (
    <Frame nav={nav}>
      {me.data ? (
        <FreshSignInProvider email={me.data.email}>
          <Outlet />
        </FreshSignInProvider>
      ) : (
        <p role="status">{me.isError ? m.errors.network : m.inbox.loading}</p>
      )}
    </Frame>
  );
}
