// Which new vacancies an alert hears about (issue 29): a vacancy matches when its region, school sector and
// employment type are each in the alert's lists, a list left as "any" (null) matching every value.
import type { AlertCriteria } from '@agency/forms';

/** A vacancy as the digest lists it: what it is matched on and what the mail shows. */
export interface AlertVacancy {
  id: string;
  slug: string;
  region: string;
  sector: string;
  employmentType: string;
  startDate: string;
  title: { en: string; 'zh-Hant': string };
  salary: { currency: string; min: number; max: number } | null;
}

const within = (list: string[] | null, value: string) => list === null || list.includes(value);

export function alertMatches(
  criteria: AlertCriteria,
  vacancy: Pick<AlertVacancy, 'region' | 'sector' | 'employmentType'>,
): boolean {
  return (
    within(criteria.regions, vacancy.region) &&
    within(criteria.sectors, vacancy.sector) &&
    within(criteria.employmentTypes, vacancy.employmentType)
  );
}

/**
 * The vacancies one alert's digest lists: announced after its last digest (`since`, exclusive) and at most at the
 * run's cut-off (inclusive), still open now, matching its criteria; oldest announcement first.
 */
export function digestVacancies(
  criteria: AlertCriteria,
  since: number,
  cutoff: number,
  announced: readonly { vacancy: AlertVacancy; firstOpenAt: number }[],
): AlertVacancy[] {
  return announced
    .filter((a) => a.firstOpenAt > since && a.firstOpenAt <= cutoff && alertMatches(criteria, a.vacancy))
    .map((a) => a.vacancy);
}
