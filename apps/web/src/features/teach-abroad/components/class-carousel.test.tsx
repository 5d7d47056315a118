import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, test } from 'vitest';
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
afterEach(cleanup);

const photos = ['Circle time', 'Phonics', 'Library'].map(
  (caption, index) =>
    ({
      _id: `p${index}`,
      caption: { en: caption },
      image: { _type: 'accessibleImage', alt: { en: caption }, hotspot: null, crop: null, asset: null },
    }) as unknown as ClassPhoto,
);

function renderCarousel() {
  render(
    <ClassCarousel
      photos={photos}
      getName={(photo) => photo.caption.en ?? ''}
      renderThumbnail={(photo) => <img src={`/${photo._id}.jpg`} alt="" />}
      renderFull={(photo) => <img src={`/${photo._id}-full.jpg`} alt={photo.caption.en ?? ''} />}
    />,
  );
  return screen.getByRole('region', { name: 'Class pictures' });
}

test('a carousel region of labelled slides with previous/next controls', () => {
  const region = renderCarousel();
  expect(region.getAttribute('aria-roledescription')).toBe('carousel');
  const slides = within(region).getAllByRole('group');
  expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
  expect(within(region).getByRole('button', { name: 'Previous pictures' })).toBeTruthy();
  expect(within(region).getByRole('button', { name: 'Next pictures' })).toBeTruthy();
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
