import type { VacanciesQueryResult } from '@agency/content';
import { REGION_IDS, type RegionId } from '@agency/regions';

export type VacancyListItem = VacanciesQueryResult[number];
type Region = RegionId;
export type RegionFilter = 'all' | Region;

export const regionFilters: readonly RegionFilter[] = ['all', ...REGION_IDS];

export function filterByRegion<T extends { region: Region }>(
  vacancies: readonly T[],
  filter: RegionFilter,
): T[] {
  return filter === 'all' ? [...vacancies] : vacancies.filter((vacancy) => vacancy.region === filter);
}

/** Each tab with its count; a region without open vacancies is disabled (All never is). */
export function regionTabs(vacancies: readonly { region: Region }[]) {
  return regionFilters.map((filter) => {
    const count = filterByRegion(vacancies, filter).length;
    return { id: filter, count, disabled: filter !== 'all' && count === 0 };
  });
}
