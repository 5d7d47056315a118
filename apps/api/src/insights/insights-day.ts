// Insights count by the day in Hong Kong (the agency's day; Hong Kong keeps no summer time): the visitor salt, the
// raw counts and the daily aggregates all use it.
export const DAY_MS = 24 * 60 * 60 * 1000;
const HONG_KONG_OFFSET_MS = 8 * 60 * 60 * 1000;

/** YYYY-MM-DD in Hong Kong at `at` (ms since the epoch). */
export const dayOf = (at: number): string => new Date(at + HONG_KONG_OFFSET_MS).toISOString().slice(0, 10);

/** The day `n` days after `day` (before, for a negative n). */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

export const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** The days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
