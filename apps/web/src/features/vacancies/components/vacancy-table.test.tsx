import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { i18nFor } from '../../../i18n/i18n.ts';
import type { VacancyListItem } from '../lib/regions.ts';
import { VacancyTable } from './vacancy-table.tsx';

beforeAll(() => {
  i18nFor('en');
});
afterEach(cleanup);

const vacancy = (slug: string, region: VacancyListItem['region'], startDate: string, closingDate?: string) =>
  ({
    _id: slug,
    slug,
    region,
    startDate,
    closingDate: closingDate ?? null,
    title: { en: `Job ${slug}` },
    sector: 'primary',
    employmentType: 'full-time',
    salary: { currency: region === 'macau' ? 'MOP' : 'HKD', min: 21000, max: 24000 },
  }) as unknown as VacancyListItem;

const seed = [vacancy('a', 'hong-kong', '2025-11-05'), vacancy('b', 'hong-kong', '2025-09-04')];

function renderTable(vacancies: VacancyListItem[]) {
  return render(
    <MemoryRouter initialEntries={['/Vacancies']}>
      <VacancyTable vacancies={vacancies} />
    </MemoryRouter>,
  );
}

test('rows show region, start date and a link to the vacancy page; Macau is disabled when it has none', () => {
  renderTable(seed);
  expect(screen.getByRole('tab', { name: 'Macau (0)' }).hasAttribute('disabled')).toBe(true);
  const link = screen.getByRole('link', { name: 'Job a' });
  expect(link.getAttribute('href')).toBe('/Vacancies/a');
  expect(screen.getAllByRole('row')[2]?.textContent).toContain('5 November 2025');
});

test('soonest start first, whatever order the content arrives in', () => {
  renderTable([
    vacancy('late', 'hong-kong', '2025-11-20'),
    vacancy('soon', 'hong-kong', '2025-09-04'),
    vacancy('mid', 'macau', '2025-10-01'),
  ]);
  expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Job soon', 'Job mid', 'Job late']);
});

test('sector, employment type, salary and apply-by each have a column heading and a labelled card line', () => {
  renderTable([vacancy('a', 'hong-kong', '2025-11-05', '2025-10-15')]);
  const headings = screen.getAllByRole('columnheader').map((th) => th.textContent);
  expect(headings).toEqual(
    expect.arrayContaining(['School sector', 'Employment type', 'Monthly salary', 'Apply by']),
  );
  const cells = screen.getAllByRole('cell');
  const lineFor = (label: string) => cells.find((td) => td.getAttribute('data-label') === label)?.textContent;
  expect(lineFor('School sector')).toBe('Primary school');
  expect(lineFor('Employment type')).toBe('Full time');
  expect(lineFor('Monthly salary')).toBe('HK$21,000–24,000');
  expect(lineFor('Apply by')).toBe('15 October 2025');
  // Each header cell names the value below it: the header row and the card lines read the same words.
  expect(headings).toEqual(cells.map((td) => td.getAttribute('data-label')));
});

test('a region emptied by a refresh falls back to All', () => {
  const withMacau = [...seed, vacancy('c', 'macau', '2025-10-01')];
  const { rerender } = renderTable(withMacau);
  fireEvent.click(screen.getByRole('tab', { name: 'Macau (1)' }));
  expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Job c']);
  rerender(
    <MemoryRouter initialEntries={['/Vacancies']}>
      <VacancyTable vacancies={seed} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('tab', { name: 'All (2)' }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getAllByRole('link')).toHaveLength(2);
});
