import { expect, test } from 'vitest';
import { fill } from './i18n.tsx';

test('placeholders are filled, unknown ones left as they are', () => {
  expect(fill('Signed in as {name}', { name: 'Amy' })).toBe('Signed in as Amy');
  expect(fill('{count} of {total}', { count: 3 })).toBe('3 of {total}');
});
