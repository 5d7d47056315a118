import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary.tsx';
import { matchPage } from './routes.tsx';
import { staticPagePaths } from '../lib/route-paths.ts';

afterEach(cleanup);

describe('matchPage', () => {
  it('finds a page with its params and language', () => {
    const match = matchPage('/zh-hant/Vacancies/english-teacher');
    expect(match).toMatchObject({
      lang: 'zh-Hant',
      params: { slug: 'english-teacher' },
      path: '/Vacancies/:slug',
    });
    expect(match && 'page' in match.handle).toBe(true);
  });

  it('sends the old section paths to their first page, in the same language', () => {
    expect(matchPage('/OurServices')?.handle).toMatchObject({ redirectTo: '/OurServices/OurServices_FYS' });
    expect(matchPage('/zh-hant/DestinationGuides')?.handle).toMatchObject({
      redirectTo: '/zh-hant/DestinationGuides/HongKong',
    });
  });

  it('finds every page of the route table in both languages', () => {
    for (const path of staticPagePaths) {
      for (const localized of [path, path === '/' ? '/zh-hant' : `/zh-hant${path}`]) {
        const match = matchPage(localized);
        expect(match && 'page' in match.handle, localized).toBe(true);
        expect(match?.path, localized).not.toBe('*');
      }
    }
  });

  it('leads unknown paths to the not-found page of their language', () => {
    expect(matchPage('/goods/goods-list')).toMatchObject({ path: '*', lang: 'en' });
    expect(matchPage('/zh-hant/nothing-here')).toMatchObject({ path: '*', lang: 'zh-Hant' });
  });

  it('matches a path against the route table once: the server asks for its cache key and again to render', () => {
    const first = matchPage('/Vacancies/kindergarten-teacher');
    expect(matchPage('/Vacancies/kindergarten-teacher')).toBe(first);
    expect(matchPage('/Vacancies/primary-teacher')?.params).toEqual({ slug: 'primary-teacher' });
    // Shared by every render of the path: nobody can change it for the next one.
    expect(Object.isFrozen(first) && Object.isFrozen(first?.params)).toBe(true);
  });
});

describe('ErrorBoundary', () => {
  function Broken(): never {
    throw new Error('the page failed to render');
  }

  it('shows the fallback for an error, and the next page again after the reset key changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Harness() {
      const [path, setPath] = useState('/broken');
      return (
        <>
          <button type="button" onClick={() => setPath('/fine')}>
            Go elsewhere
          </button>
          <ErrorBoundary resetKey={path} fallback={(error) => <p>Failed: {(error as Error).message}</p>}>
            {path === '/broken' ? <Broken /> : <p>The next page</p>}
          </ErrorBoundary>
        </>
      );
    }
    render(<Harness />);
    expect(screen.getByText('Failed: the page failed to render')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go elsewhere' }));
    expect(screen.getByText('The next page')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
