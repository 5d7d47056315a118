import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { i18nFor } from '../../../i18n/i18n.ts';
import { GuideSwitch } from './guide-switch.tsx';

beforeAll(() => {
  i18nFor('en');
});
afterEach(cleanup);

test('links both guides and marks the current one', () => {
  render(
    <MemoryRouter initialEntries={['/DestinationGuides/Macau']}>
      <GuideSwitch current="macau" />
    </MemoryRouter>,
  );
  const hongKong = screen.getByRole('link', { name: 'Hong Kong' });
  const macau = screen.getByRole('link', { name: 'Macau' });
  expect(hongKong.getAttribute('href')).toBe('/DestinationGuides/HongKong');
  expect(hongKong.getAttribute('aria-current')).toBeNull();
  expect(macau.getAttribute('aria-current')).toBe('page');
  expect(screen.getByRole('navigation', { name: 'Choose a destination' })).toBeTruthy();
});

test('keeps the Chinese prefix', () => {
  render(
    <MemoryRouter initialEntries={['/zh-hant/DestinationGuides/HongKong']}>
      <GuideSwitch current="hong-kong" />
    </MemoryRouter>,
  );
  const links = screen.getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/zh-hant/DestinationGuides/HongKong',
    '/zh-hant/DestinationGuides/Macau',
  ]);
});
