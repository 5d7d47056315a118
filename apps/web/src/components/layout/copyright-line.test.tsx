import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import { CopyrightLine, fillYear } from './copyright-line.tsx';
import { BuiltValuesContext, browserBuiltValues, serverBuiltValues } from '../../lib/built-values.ts';
import * as imageBuilder from '@agency/content/images';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

test('fills every {year} and leaves the rest of the line alone', () => {
  expect(fillYear('© {year} Harbourline. {year}', 2031)).toBe('© 2031 Harbourline. 2031');
  expect(fillYear('© 2024 Harbourline', 2031)).toBe('© 2024 Harbourline');
});

const line = <CopyrightLine template="© {year} Harbourline ESL Recruitment." />;

/** The server's render at one moment, hydrated in the browser at another, with the page's state between them. */
async function renderThenHydrate(renderedAt: string, visitedAt: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(renderedAt));
  const server = serverBuiltValues(imageBuilder);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<BuiltValuesContext value={server}>{line}</BuiltValuesContext>);
  const renderedText = container.textContent;
  const renderedParagraph = container.querySelector('p');
  const state = JSON.parse(JSON.stringify(server.state())) as ReturnType<typeof server.state>;

  vi.setSystemTime(new Date(visitedAt));
  const errors = vi.spyOn(console, 'error');
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(
      container,
      <BuiltValuesContext value={browserBuiltValues(state)}>{line}</BuiltValuesContext>,
      {
        onRecoverableError: recoverable,
      },
    );
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  return {
    renderedText,
    text: container.textContent,
    sameParagraph: container.querySelector('p') === renderedParagraph,
  };
}

test('a page rendered last year shows this year once hydrated, without a hydration error', async () => {
  const { renderedText, text } = await renderThenHydrate('2025-12-31T12:00:00Z', '2026-01-02T12:00:00Z');
  expect(renderedText).toBe('© 2025 Harbourline ESL Recruitment.');
  expect(text).toBe('© 2026 Harbourline ESL Recruitment.');
});

test('a page rendered this year keeps its paragraph: hydration renders nothing again', async () => {
  const { text, sameParagraph } = await renderThenHydrate('2026-03-01T12:00:00Z', '2026-11-26T12:00:00Z');
  expect(text).toBe('© 2026 Harbourline ESL Recruitment.');
  expect(sameParagraph).toBe(true);
});
