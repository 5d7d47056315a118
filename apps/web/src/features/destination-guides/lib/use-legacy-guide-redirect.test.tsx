import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, expect, test } from 'vitest';
import { useLegacyGuideRedirect } from './use-legacy-guide-redirect.ts';

afterEach(cleanup);

function Guide() {
  useLegacyGuideRedirect();
  const location = useLocation();
  return <p data-testid="at">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/DestinationGuides/:guide" element={<Guide />} />
        <Route path="/zh-hant/DestinationGuides/:guide" element={<Guide />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByTestId('at');
}

test.each([
  ['/DestinationGuides/HongKong?path=Macau', '/DestinationGuides/Macau'],
  ['/DestinationGuides/HongKong?path=/DestinationGuides/Macau', '/DestinationGuides/Macau'],
  ['/DestinationGuides/Macau?path=HongKong', '/DestinationGuides/HongKong'],
  ['/DestinationGuides/HongKong?path=%2FDestinationGuides%2FHongKong', '/DestinationGuides/HongKong'],
  ['/zh-hant/DestinationGuides/HongKong?path=Macau', '/zh-hant/DestinationGuides/Macau'],
])('%s lands on %s without the parameter', async (from, to) => {
  const at = renderAt(from);
  await screen.findByText(to);
  expect(at.textContent).toBe(to);
});

test('a page without the parameter, or with an unknown guide, stays put', () => {
  expect(renderAt('/DestinationGuides/Macau').textContent).toBe('/DestinationGuides/Macau');
  cleanup();
  expect(renderAt('/DestinationGuides/Macau?path=Tokyo').textContent).toBe(
    '/DestinationGuides/Macau?path=Tokyo',
  );
});
