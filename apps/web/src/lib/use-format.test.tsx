import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { useFormat } from './use-format.ts';

function Figures() {
  const format = useFormat();
  return (
    <p>{`${format.date('2025-11-05')} · ${format.date('2025-11-05T16:30:00Z')} · ${format.salaryRange(22000, 24000, 'HKD')} · ${format.number(12_345)}`}</p>
  );
}

const page = (path: string) => (
  <MemoryRouter initialEntries={[path]}>
    <Figures />
  </MemoryRouter>
);

it.each([
  ['/', '5 November 2025 · 6 November 2025 · HK$22,000–24,000 · 12,345'],
  ['/zh-hant', '2025年11月5日 · 2025年11月6日 · HK$22,000-24,000 · 12,345'],
])(
  'formats in the language of %s (a date-time as the day in Hong Kong), and hydration matches',
  async (path, text) => {
    const html = renderToString(page(path));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(container.textContent).toBe(text);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, page(path), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe(text);
    container.remove();
  },
);
