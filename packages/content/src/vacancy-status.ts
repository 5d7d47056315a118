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

/** Hong Kong's offset from UTC: +08:00 all year (no daylight saving time since 1979). */
const HONG_KONG_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The day an instant falls on in Hong Kong, as YYYY-MM-DD. */
export function hongKongDate(instant: Date): string {
  return new Date(instant.getTime() + HONG_KONG_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Today's date in Hong Kong as YYYY-MM-DD. Plain arithmetic rather than an `Intl.DateTimeFormat` for the
 * Asia/Hong_Kong zone: the first time-zone formatter a browser makes costs ~20–35 ms (the zone and locale data it
 * loads), and the vacancies list, the vacancy page and the destination guides call this while they hydrate (issue 14).
 */
export function todayInHongKong(now: Date = new Date()): string {
  return hongKongDate(now);
}
