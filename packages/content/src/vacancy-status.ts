/**
 * When a vacancy is open (the one rule for the vacancies list, the sitemap, JobPosting, the vacancy page and the
 * Studio's list). A vacancy is open until the end of its closing date, or of its start date when it has no
 * closing date, in Hong Kong time (the agency's and the schools' calendar), unless it is marked filled.
 */
export type VacancyStatus = 'open' | 'filled' | 'closed';

export interface VacancyDates {
  filled?: boolean | null;
  /** YYYY-MM-DD; optional. */
  closingDate?: string | null;
  /** YYYY-MM-DD. */
  startDate: string;
}

/** The last day a vacancy takes applications. */
export function lastOpenDay(vacancy: VacancyDates): string {
  return vacancy.closingDate || vacancy.startDate;
}

export function vacancyStatus(vacancy: VacancyDates, today: string): VacancyStatus {
  if (vacancy.filled) return 'filled';
  return today > lastOpenDay(vacancy) ? 'closed' : 'open';
}

export function isVacancyOpen(vacancy: VacancyDates, today: string): boolean {
  return vacancyStatus(vacancy, today) === 'open';
}

const hongKongDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Hong_Kong',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Hong Kong as YYYY-MM-DD. */
export function todayInHongKong(now: Date = new Date()): string {
  return hongKongDay.format(now);
}
