import * as imageBuilder from '@agency/content/images';
import { cleanup, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import {
  BuiltValuesContext,
  browserBuiltValues,
  serverBuiltValues,
  type BuiltValues,
} from './built-values.ts';
import * as format from './format.ts';
import { useFormat } from './use-format.ts';

vi.mock('./format.ts', async (importOriginal) => {
  const original = await importOriginal<typeof format>();
  return {
    formatDate: vi.fn(original.formatDate),
    formatNumber: vi.fn(original.formatNumber),
    formatSalaryRange: vi.fn(original.formatSalaryRange),
  };
});

function Figures() {
  const format = useFormat();
  return (
    <p>{`${format.date('2025-11-05')} · ${format.salaryRange(22000, 24000, 'HKD')} · ${format.number(12_345)} · ${format.salaryRange(null, null, 'HKD')}`}</p>
  );
}

function page(built: BuiltValues, path: string) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <BuiltValuesContext value={built}>
        <Figures />
      </BuiltValuesContext>
    </MemoryRouter>
  );
}

/** How often lib/format.ts (and so Intl) formatted since the mocks were last cleared. */
const formattingCalls = () =>
  [format.formatDate, format.formatNumber, format.formatSalaryRange]
    .map((formatter) => vi.mocked(formatter).mock.calls.length)
    .reduce((sum, calls) => sum + calls, 0);

afterEach(cleanup);

it('hydration reads the server’s formatted text from the page state and formats nothing', async () => {
  const server = serverBuiltValues(imageBuilder);
  const html = renderToString(page(server, '/zh-hant'));
  expect(html).toContain('2025年11月5日 · HK$22,000-24,000 · 12,345 · null');
  const state = JSON.parse(JSON.stringify(server.state())) as ReturnType<typeof server.state>;
  expect(state).toHaveLength(4);

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = vi.fn();
  vi.clearAllMocks();
  await act(async () => {
    hydrateRoot(container, page(browserBuiltValues(state), '/zh-hant'), { onRecoverableError: recoverable });
  });
  const made = formattingCalls();
  expect(made).toBe(0);
  expect(recoverable).not.toHaveBeenCalled();
  expect(container.textContent).toBe('2025年11月5日 · HK$22,000-24,000 · 12,345 · null');
  container.remove();
});

it('the browser formats what the state lacks (a client-side navigation), in the page’s language', () => {
  vi.clearAllMocks();
  const text = render(page(browserBuiltValues([]), '/')).container.textContent;
  const made = formattingCalls();
  expect(text).toBe('5 November 2025 · HK$22,000–24,000 · 12,345 · null');
  // StrictMode is off here: one render, four texts.
  expect(made).toBe(4);
});

it('a widget hydrated later formats its own text: the server does not hand it on', () => {
  const server = serverBuiltValues(imageBuilder);
  renderToString(page(server.later(), '/'));
  expect(server.state()).toEqual([]);
});
