/**
 * The seed dataset (package @agency/seed): where its NDJSON and images are, how to read them, and how its vacancy
 * dates follow the calendar. Used by the studio's tests and import script, the API server's embedded default and
 * the content package's tests.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { holidaysFromChildProcess } from './hong-kong-holidays.ts';

export const seedDir = import.meta.dirname;
export const datasetFile = path.join(seedDir, 'dataset.ndjson');
export const imagesDir = path.join(seedDir, 'images');

/**
 * The day the seed's vacancy dates are written against (studio/seed/content/vacancies.ts). When the seed is loaded or
 * imported, its vacancies move to the intakes after today (see rebaseSeedDates), so a fresh install always shows the
 * same open vacancies, in the same order, starting on real term starts.
 */
export const SEED_ANCHOR_DAY = '2025-10-01';
/** A vacancy starts at least this many weeks after it is seen: recruitment plus a work visa (6–12 weeks). */
export const MIN_WEEKS_TO_START = 10;
/** Applications close at least this many weeks before the start, so the visa can come through. */
export const MIN_WEEKS_FROM_CLOSING_TO_START = 8;

export interface DatasetDocument {
  _id: string;
  _type: string;
  _createdAt: string;
  _updatedAt: string;
  _rev: string;
  [field: string]: unknown;
}

export function readSeedDataset(file = datasetFile): DatasetDocument[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as DatasetDocument);
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day.slice(0, 10)}T00:00:00Z`) / DAY_MS;
const dayOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => dayOf(dayNumber(day) + days);

/**
 * Years asked of the child process around the first year looked up: a rebase reads the year before the earliest
 * start (closing dates) to three after it (intakes), so one child answers it.
 */
const HOLIDAY_YEARS_BEFORE = 2;
const HOLIDAY_YEARS_AFTER = 4;
const holidaysByYear = new Map<number, Set<string>>();

/**
 * Hong Kong's general holidays (Christmas, New Year, Lunar New Year, Mid-Autumn…) from date-holidays, worked out
 * in a short-lived child process (hong-kong-holidays.ts, decision 045) and kept here per year: the library's
 * every-country rules never load into the process that serves the seed.
 */
export function isPublicHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  if (!holidaysByYear.has(year)) {
    const years = Array.from(
      { length: HOLIDAY_YEARS_BEFORE + 1 + HOLIDAY_YEARS_AFTER },
      (_, index) => year - HOLIDAY_YEARS_BEFORE + index,
    ).filter((each) => !holidaysByYear.has(each));
    for (const [each, days] of Object.entries(holidaysFromChildProcess(years)))
      holidaysByYear.set(Number(each), new Set(days));
  }
  return holidaysByYear.get(year)!.has(day);
}

/** Monday to Friday and not a public holiday. */
export function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isPublicHoliday(day);
}

const nextWorkingDay = (day: string): string => (isWorkingDay(day) ? day : nextWorkingDay(addDays(day, 1)));
const previousWorkingDay = (day: string): string =>
  isWorkingDay(day) ? day : previousWorkingDay(addDays(day, -1));

/** The first Monday on or after a day. */
const mondayFrom = (day: string) => addDays(day, (8 - new Date(`${day}T00:00:00Z`).getUTCDay()) % 7);

/**
 * The two intakes of a Hong Kong school year: the week before the year opens on 1 September (the last Monday of
 * August, when new teachers' contracts and induction start) and the January term after the Christmas holiday
 * (the first Monday from 3 January). Either moves to the next working day when it falls on a holiday.
 */
function intakesOf(year: number): string[] {
  return [mondayFrom(`${year}-01-03`), addDays(mondayFrom(`${year}-09-01`), -7)].map(nextWorkingDay);
}

/** The intake days on or after `earliest`, soonest first (enough for the seed's vacancies). */
function intakesFrom(earliest: string): string[] {
  const year = Number(earliest.slice(0, 4));
  return [year, year + 1, year + 2].flatMap(intakesOf).filter((day) => day >= earliest);
}

const earliestStart = (today: string) => addDays(today, MIN_WEEKS_TO_START * 7);

/**
 * The seed's vacancies moved from SEED_ANCHOR_DAY to `today`. A vacancy written to start N days after the k-th
 * intake that is at least MIN_WEEKS_TO_START weeks from the anchor day starts N days after the k-th such intake
 * from today (on the next working day); its closing date keeps its distance before the start (on the working day
 * before); when it was published keeps its distance from today.
 */
export function rebaseSeedDates<T extends { _type: string }>(documents: T[], today: string): T[] {
  const written = intakesFrom(earliestStart(SEED_ANCHOR_DAY));
  const target = intakesFrom(earliestStart(today));
  const publishedShift = dayNumber(today) - dayNumber(SEED_ANCHOR_DAY);
  return documents.map((doc) => {
    if (doc._type !== 'vacancy') return doc;
    const moved: Record<string, unknown> = { ...doc };
    const start = String(moved.startDate);
    const intake = written.findLastIndex((day) => day <= start);
    if (intake < 0) throw new Error(`The seed vacancy ${String(moved._id)} starts before the first intake.`);
    const newStart = nextWorkingDay(addDays(target[intake]!, dayNumber(start) - dayNumber(written[intake]!)));
    moved.startDate = newStart;
    if (typeof moved.closingDate === 'string') {
      const daysBefore = dayNumber(start) - dayNumber(moved.closingDate);
      moved.closingDate = previousWorkingDay(addDays(newStart, -daysBefore));
    }
    for (const field of ['_createdAt', '_updatedAt']) {
      const value = moved[field];
      if (typeof value === 'string') {
        moved[field] = new Date(Date.parse(value) + publishedShift * DAY_MS).toISOString().replace('.000Z', 'Z');
      }
    }
    return moved as T;
  });
}

/** Every `_ref` anywhere inside a value. */
export function collectRefs(value: unknown, refs: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => collectRefs(item, refs));
  else if (value && typeof value === 'object') {
    const ref = (value as { _ref?: unknown })._ref;
    if (typeof ref === 'string') refs.push(ref);
    Object.values(value).forEach((item) => collectRefs(item, refs));
  }
  return refs;
}
