import { legalTextsQuery, localize } from '@agency/content';
import { createEmbeddedContent, readDataset } from '@agency/content/embedded';
import { datasetFile, imagesDir } from '@agency/seed';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ContentQueryClient } from '../../lib/content-query.ts';
import { LegalText } from './legal-text.tsx';

const seed = createEmbeddedContent({ documents: readDataset(datasetFile), imagesDir });

describe('the footer legal text', () => {
  it('keeps the text the server rendered, and loads the other language itself after a language switch', async () => {
    const consoleErrors = vi.spyOn(console, 'error');
    const fetched: string[] = [];
    const queryClient = new ContentQueryClient((query, params) => {
      fetched.push(query);
      return seed.fetch(query, params);
    });
    // The page as the server sent it (React's markers of the Suspense boundary around the text): English, with
    // the statement rendered (here a stand-in text).
    document.documentElement.lang = 'en';
    const container = document.createElement('div');
    container.innerHTML =
      '<!--$--><div id="privacy-statement" class="prose"><p>As the server rendered it</p></div><!--/$-->';
    document.body.append(container);

    const page = () => (
      <Suspense fallback={null}>
        <LegalText id="privacy-statement" field="privacyStatement" />
      </Suspense>
    );
    const router = createMemoryRouter([{ path: '*', Component: page }], { initialEntries: ['/'] });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
      { container, hydrate: true },
    );
    expect(screen.getByText('As the server rendered it')).toBeTruthy();
    expect(fetched).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled(); // no hydration mismatch

    await act(() => router.navigate('/zh-hant'));
    const legal = await seed.fetch(legalTextsQuery);
    const firstChineseBlock = localize(legal?.privacyStatement, 'zh-Hant')?.[0];
    const firstChineseText = firstChineseBlock?.children?.map((child) => child.text).join('') ?? '';
    expect(firstChineseText).not.toBe('');
    expect(await screen.findByText(firstChineseText)).toBeTruthy();
    expect(screen.queryByText('As the server rendered it')).toBeNull();
    expect(fetched).toEqual([legalTextsQuery]);

    await act(() => router.navigate('/'));
    expect(await screen.findByText('As the server rendered it')).toBeTruthy();
  });
});
