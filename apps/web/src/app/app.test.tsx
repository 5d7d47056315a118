import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { App } from './app.tsx';

test('the home page names what the agency does', () => {
  render(<App />);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/Hong Kong and Macau/);
});
