import { describe, expect, it, vi } from 'vitest';
import { PageCache } from './page-cache.ts';

function cache(staleAfterMs = 50) {
  const onSlow = vi.fn();
  const onFailed = vi.fn();
  return {
    pages: new PageCache<string>({ maxEntries: 2, staleAfterMs, onSlow, onFailed }),
    onSlow,
    onFailed,
  };
}
const later = (value: string, ms: number) =>
  new Promise<string>((resolve) => setTimeout(() => resolve(value), ms));

describe('PageCache', () => {
  it('renders once until invalidated, then renders again', async () => {
    const { pages } = cache();
    const render = vi.fn(async () => 'v1');
    expect(await pages.get('/', render)).toBe('v1');
    expect(await pages.get('/', render)).toBe('v1');
    expect(render).toHaveBeenCalledTimes(1);
    pages.invalidate();
    expect(await pages.get('/', async () => 'v2')).toBe('v2');
  });

  it('a failed re-render serves the last good page and reports a failure', async () => {
    const { pages, onSlow, onFailed } = cache();
    await pages.get('/', async () => 'good');
    pages.invalidate();
    expect(await pages.get('/', () => Promise.reject(new Error('Sanity unreachable')))).toBe('good');
    expect(onFailed).toHaveBeenCalledWith('/', expect.objectContaining({ message: 'Sanity unreachable' }));
    expect(onSlow).not.toHaveBeenCalled();
  });

  it('a slow re-render serves the last good page meanwhile, reports slowness (not failure), then replaces it', async () => {
    const { pages, onSlow, onFailed } = cache(20);
    await pages.get('/', async () => 'old');
    pages.invalidate();
    const slowRender = later('new', 80);
    expect(await pages.get('/', () => slowRender)).toBe('old');
    expect(onSlow).toHaveBeenCalledWith('/');
    expect(onFailed).not.toHaveBeenCalled();
    await slowRender;
    expect(await pages.get('/', async () => 'unused')).toBe('new');
  });

  it('a page that never rendered fails with the error (nothing to fall back to)', async () => {
    const { pages } = cache();
    await expect(pages.get('/new', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });

  it('keeps at most maxEntries pages, dropping the oldest', async () => {
    const { pages } = cache();
    for (const key of ['/a', '/b', '/c']) await pages.get(key, async () => key);
    const render = vi.fn(async () => 'again');
    expect(await pages.get('/a', render)).toBe('again');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('keeps at most maxBytes of pages, dropping the oldest (issue 42: odd URLs filled memory)', async () => {
    const pages = new PageCache<string>({
      maxEntries: 100,
      maxBytes: 25,
      sizeOf: (page) => page.length,
      staleAfterMs: 50,
      onSlow: vi.fn(),
      onFailed: vi.fn(),
    });
    for (const key of ['/a', '/b', '/c']) await pages.get(key, async () => key.repeat(5)); // 10 bytes each
    expect(pages.bytes).toBe(20);
    const render = vi.fn(async () => 'again');
    expect(await pages.get('/a', render)).toBe('again');
    expect(await pages.get('/c', render)).toBe('/c/c/c/c/c');
    expect(render).toHaveBeenCalledTimes(1);
    // A page over the whole budget is served but not kept.
    await pages.get('/huge', async () => 'x'.repeat(30));
    expect(pages.bytes).toBeLessThanOrEqual(25);
  });
});
