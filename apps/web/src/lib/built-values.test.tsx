import * as imageBuilder from '@agency/content/images';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponsiveImage } from '../components/ui/responsive-image.tsx';
import {
  BuiltValuesContext,
  browserBuiltValues,
  serverBuiltValues,
  type BuiltValues,
} from './built-values.ts';

const image = {
  alt: { en: 'A classroom', zhHant: '課室' },
  crop: { top: 0.1, bottom: 0, left: 0, right: 0.2 },
  hotspot: { x: 0.4, y: 0.5, height: 0.5, width: 0.5 },
  asset: { _id: 'image-0123456789abcdef0123456789abcdef01234567-1600x900-jpg', width: 1600, height: 900 },
};

function page(images: BuiltValues, path = '/') {
  return (
    <MemoryRouter initialEntries={[path]}>
      <BuiltValuesContext value={images}>
        <Suspense fallback={<p>loading</p>}>
          <ResponsiveImage image={image} sizes="100vw" width={800} aspectRatio={4 / 3} priority />
        </Suspense>
      </BuiltValuesContext>
    </MemoryRouter>
  );
}

/** An <img>'s attributes, from the server's HTML or the browser's DOM. */
function imageAttributes(img: Element | null | undefined) {
  return Object.fromEntries(
    ['src', 'srcset', 'width', 'height', 'alt'].map((name) => [name, img?.getAttribute(name)]),
  );
}
const serverImage = (html: string) => new DOMParser().parseFromString(html, 'text/html').querySelector('img');

/** The browser's store, counting how often the builder is asked for. */
function countingBrowserStore(state: ReturnType<ReturnType<typeof serverBuiltValues>['state']>) {
  const store = browserBuiltValues(state);
  const builder = vi.fn(() => store.builder());
  return { store: { ...store, builder }, builder };
}

afterEach(cleanup);

describe('built images', () => {
  it('the browser renders the server’s image from the page state, without the builder', () => {
    const server = serverBuiltValues(imageBuilder);
    const serverHtml = renderToString(page(server, '/zh-hant'));
    expect(serverImage(serverHtml)?.getAttribute('src')).toMatch(/^\/content\/images\/embedded\/.*rect=/);
    // The state travels as JSON in the page.
    const state = JSON.parse(JSON.stringify(server.state())) as ReturnType<typeof server.state>;
    expect(state).toHaveLength(1);

    const { store, builder } = countingBrowserStore(state);
    render(page(store, '/zh-hant'));
    expect(builder).not.toHaveBeenCalled();
    expect(imageAttributes(screen.getByRole('img'))).toEqual(imageAttributes(serverImage(serverHtml)));
    expect(screen.getByRole('img').getAttribute('alt')).toBe('課室');
  });

  it('the browser loads the builder for an image the state does not have, and builds the same URLs', async () => {
    const serverHtml = renderToString(page(serverBuiltValues(imageBuilder)));
    const { store, builder } = countingBrowserStore([]);
    await act(async () => {
      render(page(store));
    });
    const img = await screen.findByRole('img');
    expect(builder).toHaveBeenCalled();
    expect(img.getAttribute('alt')).toBe('A classroom');
    expect(imageAttributes(img)).toEqual(imageAttributes(serverImage(serverHtml)));
  });

  it('a widget hydrated later builds its images on the server without handing them on', () => {
    const server = serverBuiltValues(imageBuilder);
    const html = renderToString(page(server.later()));
    expect(serverImage(html)?.getAttribute('srcset')).toContain('/content/images/embedded/');
    expect(server.state()).toEqual([]);
  });

  it('an image’s URLs serve both languages: switching language builds nothing', () => {
    const server = serverBuiltValues(imageBuilder);
    const englishHtml = renderToString(page(server, '/'));
    const { store, builder } = countingBrowserStore(server.state());
    render(page(store, '/zh-hant'));
    expect(builder).not.toHaveBeenCalled();
    expect(screen.getByRole('img').getAttribute('alt')).toBe('課室');
    expect(screen.getByRole('img').getAttribute('srcset')).toBe(
      serverImage(englishHtml)?.getAttribute('srcset'),
    );
  });
});
