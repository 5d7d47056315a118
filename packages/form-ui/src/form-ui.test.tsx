import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { ErrorSummary, FormTextsProvider, SelectField, TextField } from './index.ts';

afterEach(cleanup);

const chinese = { summaryTitle: '出現問題', errorPrefix: '錯誤：', choose: '請選擇…' };

test('the summary takes focus on each failed submit, links to its fields and focuses the one chosen', () => {
  const items = [
    { id: 'email', message: 'Enter your e-mail address' },
    { id: null, message: 'Too many attempts' },
  ];
  const { rerender } = render(
    <>
      <ErrorSummary items={items} focusKey={1} />
      <TextField id="email" label="E-mail address" error="Enter your e-mail address" />
    </>,
  );
  const summary = screen.getByRole('alert', { name: 'There is a problem' });
  expect(document.activeElement).toBe(summary);
  const link = screen.getByRole('link', { name: 'Enter your e-mail address' });
  expect(link.getAttribute('href')).toBe('#email');
  // A message about the whole form has no field to go to.
  expect(screen.getByText('Too many attempts').closest('a')).toBeNull();
  fireEvent.click(link);
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-mail address' }));

  rerender(
    <>
      <ErrorSummary items={items} focusKey={2} />
      <TextField id="email" label="E-mail address" error="Enter your e-mail address" />
    </>,
  );
  expect(document.activeElement).toBe(summary);
});

test('no problem, no summary, and nothing takes focus', () => {
  const { container } = render(<ErrorSummary items={[]} focusKey={0} />);
  expect(container.innerHTML).toBe('');
});

test('a field is labelled, and its hint and message describe it once there is a message', () => {
  const { rerender } = render(<TextField id="phone" label="Phone" hint="Digits only" />);
  const input = screen.getByRole('textbox', { name: 'Phone' });
  expect(input.getAttribute('aria-invalid')).toBe('false');
  expect(input.getAttribute('aria-describedby')).toBe('phone-hint');
  rerender(<TextField id="phone" label="Phone" hint="Digits only" error="Enter digits only" />);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(input.getAttribute('aria-describedby')).toBe('phone-hint phone-error');
  expect(document.getElementById('phone-error')?.textContent).toBe('Error: Enter digits only');
});

test('the words are the app’s own, in its language', () => {
  render(
    <FormTextsProvider value={chinese}>
      <ErrorSummary items={[{ id: 'country', message: '請選擇國家' }]} focusKey={1} />
      <SelectField id="country" label="國家" error="請選擇國家" options={[{ value: 'HK', label: '香港' }]} />
    </FormTextsProvider>,
  );
  expect(screen.getByRole('alert', { name: '出現問題' })).toBeTruthy();
  expect(document.getElementById('country-error')?.textContent).toBe('錯誤： 請選擇國家');
  expect(screen.getByRole('option', { name: '請選擇…' })).toBeTruthy();
});
