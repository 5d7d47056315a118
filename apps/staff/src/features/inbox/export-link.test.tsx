// An admin whose last sign-in is over 10 minutes old clicks Export CSV: the server says a fresh sign-in is
// needed, the page asks for it in place, and once confirmed the download starts without a second click.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { FreshSignInProvider } from '../../components/fresh-sign-in.tsx';
import { I18nProvider } from '../../i18n/i18n.tsx';
import { download } from '../../lib/download.ts';
import { ExportLink } from './export-link.tsx';

vi.mock('../../lib/download.ts', () => ({ download: vi.fn() }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// jsdom has <dialog> without showModal.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};

test('an export after an old sign-in asks for the password in place, then downloads', async () => {
  let fresh = false;
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const call = `${init?.method ?? 'GET'} ${url}`;
    calls.push(call);
    if (call === 'GET /api/staff/session/fresh') {
      return fresh
        ? new Response(null, { status: 204 })
        : Response.json(
            { status: 403, reason: 'fresh-sign-in', message: 'Please sign in again.' },
            { status: 403 },
          );
    }
    if (call === 'POST /api/staff/session') {
      fresh = JSON.parse(String(init?.body)).password === 'correct horse battery';
      return Response.json({ name: 'Amy', email: 'amy@agency.example', role: 'admin' });
    }
    return Response.json({ identityProvider: null });
  });
  localStorage.setItem('staff-lang', 'en');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['session'], { name: 'Amy', email: 'amy@agency.example', role: 'admin' });
  render(
    <I18nProvider>
      <QueryClientProvider client={queryClient}>
        <FreshSignInProvider email="amy@agency.example">
          <ExportLink filter="kind=application" />
        </FreshSignInProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );

  fireEvent.click(screen.getByRole('link', { name: 'Export CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
  expect(download).not.toHaveBeenCalled();
  fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'correct horse battery' } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm with password' }));
  await vi.waitFor(() =>
    expect(download).toHaveBeenCalledWith('/api/staff/submissions.csv?kind=application'),
  );
  expect(dialog.isConnected).toBe(false);
  expect(calls.filter((c) => c.startsWith('GET /api/staff/session/fresh'))).toHaveLength(2);
});

test('a recruiter sees no export at all', () => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['session'], { name: 'Bo', email: 'bo@agency.example', role: 'recruiter' });
  render(
    <I18nProvider>
      <QueryClientProvider client={queryClient}>
        <FreshSignInProvider email="bo@agency.example">
          <ExportLink filter="" />
        </FreshSignInProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
});
