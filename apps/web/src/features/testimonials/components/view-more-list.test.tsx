import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { ViewMoreList } from './view-more-list.tsx';

afterEach(cleanup);

const names = (count: number) => Array.from({ length: count }, (_, index) => `Teacher ${index + 1}`);

function renderList(count: number) {
  return render(
    <ViewMoreList
      items={names(count)}
      getKey={(name) => name}
      renderItem={(name, focusRef) => (
        <article ref={focusRef} tabIndex={0}>
          {name}
        </article>
      )}
      moreLabel="View more"
      banner={<aside>Join them</aside>}
    />,
  );
}

test('shows the first four and a "View more" button when there are more', () => {
  renderList(6);
  expect(screen.getAllByRole('article').map((card) => card.textContent)).toEqual(names(4));
  expect(screen.getByRole('button', { name: 'View more' })).toBeTruthy();
  expect(screen.queryByText('Join them')).toBeNull();
});

test('"View more" reveals all plus the banner and moves focus to the first new item', () => {
  renderList(6);
  fireEvent.click(screen.getByRole('button', { name: 'View more' }));
  expect(screen.getAllByRole('article').map((card) => card.textContent)).toEqual(names(6));
  expect(screen.getByText('Join them')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'View more' })).toBeNull();
  expect(document.activeElement?.textContent).toBe('Teacher 5');
});

test.each([4, 3, 0])('no button and no banner with %i items', (count) => {
  renderList(count);
  expect(screen.queryAllByRole('article')).toHaveLength(count);
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.queryByText('Join them')).toBeNull();
});
