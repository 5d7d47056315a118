import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { i18nFor } from '../../../i18n/i18n.ts';
import { Lightbox } from './lightbox.tsx';

beforeAll(() => {
  i18nFor('en');
});
afterEach(cleanup);

const photos = ['Reading corner', 'Phonics game', 'Art class'];

function Harness() {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div>
      <button type="button" onClick={() => setOpen(1)}>
        Open
      </button>
      {open !== null ? (
        <Lightbox
          label="Class pictures"
          count={photos.length}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
          renderImage={(index) => <img src={`/p${index}.jpg`} alt={photos[index]} />}
        />
      ) : null}
    </div>
  );
}

function openLightbox() {
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Class pictures' }) };
}

const shownPhoto = () => screen.getByRole('img').getAttribute('alt');

test('opens as a modal dialog with focus on its close button and the page behind inert', () => {
  const { dialog, opener } = openLightbox();
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close picture viewer' }));
  expect(opener.closest('[inert]')).not.toBeNull();
  expect(dialog.closest('[inert]')).toBeNull();
  expect(screen.getByText('Picture 2 of 3')).toBeTruthy();
});

test('previous and next buttons wrap around', () => {
  openLightbox();
  expect(shownPhoto()).toBe('Phonics game');
  fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
  expect(shownPhoto()).toBe('Art class');
  fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
  expect(shownPhoto()).toBe('Reading corner');
  fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
  expect(shownPhoto()).toBe('Art class');
});

test('arrow keys move and wrap, Escape closes and focus returns to the opener', () => {
  const { dialog, opener } = openLightbox();
  fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
  expect(shownPhoto()).toBe('Reading corner');
  fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
  expect(shownPhoto()).toBe('Art class');
  fireEvent.keyDown(dialog, { key: 'ArrowRight' });
  expect(shownPhoto()).toBe('Reading corner');
  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
  expect(opener.closest('[inert]')).toBeNull();
});

test('the close button closes it', () => {
  const { opener } = openLightbox();
  fireEvent.click(screen.getByRole('button', { name: 'Close picture viewer' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});

test('Tab and Shift+Tab stay inside the dialog', () => {
  const { dialog } = openLightbox();
  const close = screen.getByRole('button', { name: 'Close picture viewer' });
  const next = screen.getByRole('button', { name: 'Next picture' });
  next.focus();
  fireEvent.keyDown(next, { key: 'Tab' });
  expect(document.activeElement).toBe(close);
  fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
  expect(document.activeElement).toBe(next);
  expect(dialog.contains(document.activeElement)).toBe(true);
});

test('swiping left shows the next photo, right the previous; a tap does nothing', () => {
  openLightbox();
  const figure = screen.getByTestId('lightbox-figure');
  const swipe = (fromX: number, toX: number) => {
    act(() => {
      fireEvent.touchStart(figure, { touches: [{ clientX: fromX, clientY: 200 }] });
      fireEvent.touchEnd(figure, { changedTouches: [{ clientX: toX, clientY: 205 }] });
    });
  };
  swipe(300, 100);
  expect(shownPhoto()).toBe('Art class');
  swipe(300, 100);
  expect(shownPhoto()).toBe('Reading corner');
  swipe(100, 300);
  expect(shownPhoto()).toBe('Art class');
  swipe(200, 195);
  expect(shownPhoto()).toBe('Art class');
});

test('clicking the backdrop closes it', () => {
  const { dialog } = openLightbox();
  fireEvent.click(dialog.parentElement as HTMLElement);
  expect(screen.queryByRole('dialog')).toBeNull();
});
