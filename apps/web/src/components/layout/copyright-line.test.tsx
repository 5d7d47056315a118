import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import { CopyrightLine, fillYear } from './copyright-line.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

test('fills every {year} and leaves the rest of the line alone', () => {
  expect(fillYear('© {year} Harbourline. {year}', 2031)).toBe('© 2031 Harbourline. 2031');
  expect(fillYear('© 2024 Harbourline', 2031)).toBe('© 2024 Harbourline');
});

test('a page built last year shows this year once hydrated, without a hydration error', async () => {
  const line = <CopyrightLine template="© {year} Harbourline ESL Recruitment." />;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-12-31T12:00:00Z'));
  const container = document.createElement('div');
  container.innerHTML = renderToString(line);
  expect(container.textContent).toBe('© 2025 Harbourline ESL Recruitment.');

  vi.setSystemTime(new Date('2026-01-02T12:00:00Z'));
  const errors = vi.spyOn(console, 'error');
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, line, { onRecoverableError: recoverable });
  });
  expect(container.textContent).toBe('© 2026 Harbourline ESL Recruitment.');
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
});
