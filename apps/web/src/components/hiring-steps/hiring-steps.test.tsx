import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { i18nFor } from '../../i18n/i18n.ts';
import { HiringSteps } from './hiring-steps.tsx';

beforeAll(() => {
  i18nFor('en');
});
afterEach(cleanup);

const steps = ['CV screening', 'Interview', 'Job offer', 'Contract', 'Visa', 'Travel'].map(
  (title, index) => ({
    key: `s${index}`,
    title,
    body: `What happens at ${title}`,
  }),
);

test('the six steps are an ordered list, each titled with its number, plus the passport note', () => {
  render(
    <HiringSteps steps={steps} passportNote="The passport you hold can affect your visa eligibility." />,
  );
  const items = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(items).toHaveLength(6);
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
    steps.map((step, index) => `Step ${index + 1}: ${step.title}`),
  );
  expect(screen.getByRole('complementary', { name: 'Please note' }).textContent).toContain('passport');
  // The drawings are decorative.
  expect(items[0]?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
});

test('no note, no aside', () => {
  render(<HiringSteps steps={steps} />);
  expect(screen.queryByRole('complementary')).toBeNull();
});
