import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, test } from 'vitest';
import { Tabs, type TabItem } from './tabs.tsx';

afterEach(cleanup);

const items: TabItem[] = [
  { id: 'all', label: 'All' },
  { id: 'hong-kong', label: 'Hong Kong' },
  { id: 'macau', label: 'Macau', disabled: true },
];

function Harness({ initial = 'all' }: { initial?: string }) {
  const [selected, setSelected] = useState(initial);
  return (
    <Tabs label="Region" items={items} selectedId={selected} onSelect={setSelected} idPrefix="t">
      <p>Showing {selected}</p>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

test('the first tab is selected, in the Tab order and labels the panel', () => {
  render(<Harness />);
  expect(tab('All').getAttribute('aria-selected')).toBe('true');
  expect(tab('All').tabIndex).toBe(0);
  expect(tab('Hong Kong').tabIndex).toBe(-1);
  expect(screen.getByRole('tabpanel', { name: 'All' }).textContent).toBe('Showing all');
});

test('clicking a tab selects it and shows its panel', () => {
  render(<Harness />);
  fireEvent.click(tab('Hong Kong'));
  expect(tab('Hong Kong').getAttribute('aria-selected')).toBe('true');
  expect(tab('All').getAttribute('aria-selected')).toBe('false');
  expect(screen.getByRole('tabpanel', { name: 'Hong Kong' }).textContent).toBe('Showing hong-kong');
});

test('arrow keys move between enabled tabs, skip the disabled one and wrap around', () => {
  render(<Harness />);
  tab('All').focus();
  fireEvent.keyDown(tab('All'), { key: 'ArrowRight' });
  expect(document.activeElement).toBe(tab('Hong Kong'));
  expect(tab('Hong Kong').getAttribute('aria-selected')).toBe('true');
  fireEvent.keyDown(tab('Hong Kong'), { key: 'ArrowRight' });
  expect(document.activeElement).toBe(tab('All'));
  fireEvent.keyDown(tab('All'), { key: 'ArrowLeft' });
  expect(document.activeElement).toBe(tab('Hong Kong'));
  fireEvent.keyDown(tab('Hong Kong'), { key: 'Home' });
  expect(document.activeElement).toBe(tab('All'));
  fireEvent.keyDown(tab('All'), { key: 'End' });
  expect(document.activeElement).toBe(tab('Hong Kong'));
});

test('a disabled tab cannot be chosen', () => {
  render(<Harness />);
  expect((tab('Macau') as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(tab('Macau'));
  expect(tab('All').getAttribute('aria-selected')).toBe('true');
});

test('other keys do nothing', () => {
  render(<Harness />);
  fireEvent.keyDown(tab('All'), { key: 'a' });
  expect(tab('All').getAttribute('aria-selected')).toBe('true');
});
