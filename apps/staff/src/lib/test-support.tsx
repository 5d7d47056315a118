// For component tests: the staff API answered from a table (calls recorded), and a page rendered at an address
// with the providers the app gives it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { FreshSignInProvider } from '../components/fresh-sign-in.tsx';
import { I18nProvider } from '../i18n/i18n.tsx';

export interface Call {
  method: string;
  route: string;
  body: unknown;
}

/** An answer: JSON (status 200), or a function of the request giving one, or `{ status, json }` for a refusal. */
export type Answer = unknown | ((call: Call) => unknown);
export const refusal = (status: number, message = '') => ({ __status: status, json: { message } });

/** Answers "GET /boards/pool?tag=x" (exact) or "GET /boards/pool" (any query); unknown routes answer 404. */
export function stubApi(answers: Record<string, Answer>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const route = url.replace(/^\/api\/staff/, '');
    const method = init?.method ?? 'GET';
    const call = { method, route, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const key = Object.hasOwn(answers, `${method} ${route}`)
      ? `${method} ${route}`
      : `${method} ${route.split('?')[0]}`;
    if (!Object.hasOwn(answers, key)) return Response.json({ message: 'Not found' }, { status: 404 });
    const answer = answers[key];
    const value: unknown = await (typeof answer === 'function'
      ? (answer as (call: Call) => unknown)(call)
      : answer);
    if (value && typeof value === 'object' && '__status' in value) {
      const { __status, json } = value as { __status: number; json: unknown };
      return Response.json(json, { status: __status });
    }
    return Response.json(value ?? null);
  });
  return calls;
}

export function renderAt(
  address: string,
  routes: { path: string; element: ReactNode }[],
  lang: 'en' | 'zh-Hant' = 'en',
): QueryClient {
  localStorage.setItem('staff-lang', lang);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <MemoryRouter initialEntries={[address]}>
      <I18nProvider>
        <QueryClientProvider client={client}>
          {/* As the staff layout gives every signed-in page. */}
          <FreshSignInProvider email="mei@agency.example">
            <Routes>
              {routes.map((route) => (
                <Route key={route.path} path={route.path} element={route.element} />
              ))}
            </Routes>
          </FreshSignInProvider>
        </QueryClientProvider>
      </I18nProvider>
    </MemoryRouter>,
  );
  return client;
}
