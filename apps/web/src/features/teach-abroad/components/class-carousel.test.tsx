import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { i18nFor } from '../../../i18n/i18n.ts';
import { ClassCarousel, type ClassPhoto } from './class-carousel.tsx';

beforeAll(() => {
  i18nFor('en');
  // jsdom has no matchMedia; keen-slider reads its breakpoints with it.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

const photosOf = (captions: string[]) =>
  captions.map(
    (caption, index) =>
      ({
        _id: `p${index}`,
        caption: { en: caption },
        image: { _type: 'accessibleImage', alt: { en: caption }, hotspot: null, crop: null, asset: null },
      }) as unknown as ClassPhoto,
  );
const photos = photosOf(['Circle time', 'Phonics', 'Library']);

const carouselOf = (shown: readonly ClassPhoto[]) => (
  <ClassCarousel
    photos={shown}
    getName={(photo) => photo.caption.en ?? ''}
    renderThumbnail={(photo) => <img src={`/${photo._id}.jpg`} alt="" />}
    renderFull={(photo) => <img src={`/${photo._id}-full.jpg`} alt={photo.caption.en ?? ''} />}
  />
);

function renderCarousel() {
  render(carouselOf(photos));
  return screen.getByRole('region', { name: 'Class pictures' });
}

test('the page HTML carries every photo, and hydration matches it', async () => {
  const eight = photosOf(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
  const container = document.createElement('div');
  container.innerHTML = renderToString(carouselOf(eight));
  document.body.append(container);
  const labels = () =>
    [...container.querySelectorAll('[aria-roledescription="slide"]')].map((slide) =>
      slide.getAttribute('aria-label'),
    );
  expect(labels()).toHaveLength(8);
  expect(labels()[0]).toBe('1 of 8');

  // Hydration matches the HTML (React reports a mismatch with console.error).
  const errors = vi.spyOn(console, 'error');
  render(carouselOf(eight), { container, hydrate: true });
  await waitFor(() => expect(container.querySelector('[data-ready="true"]')).not.toBeNull());
  expect(labels()).toHaveLength(8);
  expect(screen.getByRole('button', { name: 'Enlarge picture: H' })).toBeTruthy();
  expect(errors).not.toHaveBeenCalled();
});

test('a carousel region of labelled slides with previous/next controls', () => {
  const region = renderCarousel();
  expect(region.getAttribute('aria-roledescription')).toBe('carousel');
  const slides = within(region).getAllByRole('group');
  expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
  expect(within(region).getByRole('button', { name: 'Previous pictures' })).toBeTruthy();
  expect(within(region).getByRole('button', { name: 'Next pictures' })).toBeTruthy();
});

test('says where it is, "1 of 3", in a polite live region once it runs (nothing before hydration)', async () => {
  const html = renderToString(carouselOf(photos));
  expect(html).toMatch(/data-testid="carousel-position"><\/p>/);
  const region = renderCarousel();
  const position = within(region).getByTestId('carousel-position');
  expect(position.getAttribute('aria-live')).toBe('polite');
  await waitFor(() => expect(position.textContent).toBe('1 of 3'));
});

test('selecting a photo opens it in the lightbox; closing returns focus to it', () => {
  renderCarousel();
  const photo = screen.getByRole('button', { name: 'Enlarge picture: Phonics' });
  photo.focus();
  fireEvent.click(photo, { detail: 0 });
  const dialog = screen.getByRole('dialog', { name: 'Class pictures' });
  expect(within(dialog).getByText('Picture 2 of 3')).toBeTruthy();
  expect(within(dialog).getByRole('img').getAttribute('alt')).toBe('Phonics');
  fireEvent.keyDown(dialog, { key: 'ArrowRight' });
  expect(within(dialog).getByText('Picture 3 of 3')).toBeTruthy();
  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(photo);
});

test('a drag that ends on a photo does not open it', () => {
  renderCarousel();
  const photo = screen.getByRole('button', { name: 'Enlarge picture: Library' });
  fireEvent.pointerDown(photo, { clientX: 300 });
  fireEvent.click(photo, { clientX: 120, detail: 1 });
  expect(screen.queryByRole('dialog')).toBeNull();
  fireEvent.pointerDown(photo, { clientX: 300 });
  fireEvent.click(photo, { clientX: 304, detail: 1 });
  expect(screen.getByRole('dialog')).toBeTruthy();
});
