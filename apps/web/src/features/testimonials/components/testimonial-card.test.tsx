import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { TestimonialCard } from './testimonial-card.tsx';

afterEach(cleanup);

function renderCard(withHover = true) {
  render(
    <TestimonialCard
      name="Ms. Walker"
      placement="Kindergarten, Hong Kong"
      quote={<p>The best year of my life.</p>}
      photo={<img src="/a.jpg" alt="Ms. Walker in class" />}
      hoverPhoto={withHover ? <img src="/b.jpg" alt="Ms. Walker on a hike" /> : undefined}
    />,
  );
  return screen.getByRole('article', { name: 'Ms. Walker' });
}

const visiblePhoto = () => screen.getByRole('img').getAttribute('alt');

test('shows the photo, and the hover photo while hovered', () => {
  const card = renderCard();
  expect(card.getAttribute('data-swapped')).toBe('false');
  expect(visiblePhoto()).toBe('Ms. Walker in class');
  fireEvent.mouseEnter(card);
  expect(card.getAttribute('data-swapped')).toBe('true');
  expect(visiblePhoto()).toBe('Ms. Walker on a hike');
  fireEvent.mouseLeave(card);
  expect(visiblePhoto()).toBe('Ms. Walker in class');
});

test('the hover photo is put on the page at the first hover or focus, not before', () => {
  const card = renderCard();
  expect(screen.getAllByRole('img', { hidden: true })).toHaveLength(1);
  fireEvent.focus(card);
  expect(screen.getAllByRole('img', { hidden: true })).toHaveLength(2);
  fireEvent.blur(card);
  // Once loaded it stays, so the next hover cross-fades at once.
  expect(screen.getAllByRole('img', { hidden: true })).toHaveLength(2);
});

test('focusing the card swaps the photo too', () => {
  const card = renderCard();
  fireEvent.focus(card);
  expect(visiblePhoto()).toBe('Ms. Walker on a hike');
  fireEvent.blur(card);
  expect(visiblePhoto()).toBe('Ms. Walker in class');
});

test('a card without a hover photo never swaps', () => {
  const card = renderCard(false);
  fireEvent.mouseEnter(card);
  expect(card.getAttribute('data-swapped')).toBe('false');
  expect(visiblePhoto()).toBe('Ms. Walker in class');
});

test('the card is keyboard-focusable and named by the teacher', () => {
  const card = renderCard();
  expect(card.tabIndex).toBe(0);
  expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Ms. Walker');
  expect(screen.getByText('The best year of my life.')).toBeTruthy();
});
