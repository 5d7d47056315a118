import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { computeHolidays, holidaysFromChildProcess } from './hong-kong-holidays.ts';
import {
  addDays,
  isPublicHoliday,
  MIN_WEEKS_FROM_CLOSING_TO_START,
  MIN_WEEKS_TO_START,
  readSeedDataset,
  rebaseSeedDates,
  SEED_ANCHOR_DAY,
} from './seed-dataset.ts';

const documents = readSeedDataset();
const vacancies = (docs: typeof documents) => docs.filter((doc) => doc._type === 'vacancy');
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
const hongKong = new Holidays('HK');
const holidays = new Set(
  [2025, 2026, 2027, 2028, 2029]
    .flatMap((year) => hongKong.getHolidays(year))
    .filter((holiday) => holiday.type === 'public')
    .map((holiday) => holiday.date.slice(0, 10)),
);
const isHoliday = (day: string) => holidays.has(day);
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Every day of two years from the anchor day: each kind of "today" a fresh install can meet. */
const todays = Array.from({ length: 2 * 366 }, (_, index) => addDays(SEED_ANCHOR_DAY, index));
const seen = todays.map((today) => ({ today, vacancies: vacancies(rebaseSeedDates(documents, today)) }));

describe('rebaseSeedDates: credible vacancy dates on every day a fresh install starts', () => {
  it('starts each vacancy on a working intake day at least 10 weeks out, never on a holiday', () => {
    const problems: string[] = [];
    for (const { today, vacancies } of seen) {
      for (const vacancy of vacancies) {
        const start = String(vacancy.startDate);
        const where = `${today}: ${vacancy._id} starts ${start}`;
        if (daysBetween(today, start) < MIN_WEEKS_TO_START * 7) problems.push(`${where}, under 10 weeks`);
        if (isHoliday(start)) problems.push(`${where}, a public holiday`);
        if (weekday(start) === 0 || weekday(start) === 6) problems.push(`${where}, a weekend`);
        if (/-12-(2[4-9]|3[01])$/.test(start)) problems.push(`${where}, in the Christmas week`);
        // The August/September intake or the January term (with up to two weeks' stagger).
        if (!['01', '08', '09'].includes(start.slice(5, 7))) problems.push(`${where}, not a term start`);
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });

  it('closes applications at least 8 weeks before the start, on a working day, while still open today', () => {
    const problems: string[] = [];
    for (const { today, vacancies } of seen) {
      for (const vacancy of vacancies) {
        const closing = String(vacancy.closingDate);
        const where = `${today}: ${vacancy._id} closes ${closing}`;
        if (daysBetween(closing, String(vacancy.startDate)) < MIN_WEEKS_FROM_CLOSING_TO_START * 7) {
          problems.push(`${where}, under 8 weeks before ${String(vacancy.startDate)}`);
        }
        if (closing < today) problems.push(`${where}, already closed`);
        if (isHoliday(closing) || weekday(closing) === 0 || weekday(closing) === 6) {
          problems.push(`${where}, not a working day`);
        }
        if (vacancy._createdAt.slice(0, 10) > today) problems.push(`${where}, published in the future`);
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });

  it('keeps the four vacancies and their order; other documents untouched; the anchor day changes nothing', () => {
    const order = (docs: typeof documents) =>
      vacancies(docs)
        .sort((a, b) => String(b.startDate).localeCompare(String(a.startDate)))
        .map((doc) => doc._id);
    for (const today of ['2026-11-25', '2027-03-11', '2027-08-20', '2027-12-24']) {
      const moved = rebaseSeedDates(documents, today);
      expect(order(moved)).toEqual(order(documents));
      const others = (docs: typeof documents) => docs.filter((doc) => doc._type !== 'vacancy');
      expect(others(moved)).toEqual(others(documents));
    }
    expect(rebaseSeedDates(documents, SEED_ANCHOR_DAY)).toEqual(documents);
  });

  it('keeps how long ago each vacancy was published', () => {
    const before = vacancies(documents)[0]!;
    const after = vacancies(rebaseSeedDates(documents, '2027-03-11'))[0]!;
    expect(daysBetween(before._createdAt, after._createdAt)).toBe(daysBetween(SEED_ANCHOR_DAY, '2027-03-11'));
    expect(after._createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('seen on 2026-11-25, the vacancies start at the August 2027 and January 2028 intakes', () => {
    const moved = vacancies(rebaseSeedDates(documents, '2026-11-25'));
    expect(moved.map((doc) => [doc.startDate, doc.closingDate]).sort()).toEqual([
      ['2027-08-30', '2027-07-02'],
      ['2027-09-13', '2027-07-16'],
      ['2028-01-03', '2027-11-05'],
      ['2028-01-04', '2027-11-05'],
    ]);
  });
});

describe('Hong Kong holidays, worked out in a child process (decision 045)', () => {
  it('are the public holidays date-holidays gives, year by year', async () => {
    const years = [2026, 2027, 2028];
    const fromChild = holidaysFromChildProcess(years);
    expect(fromChild).toEqual(await computeHolidays(years));
    expect(fromChild[2027]).toEqual(
      expect.arrayContaining(['2027-01-01', '2027-02-08', '2027-07-01', '2027-10-01', '2027-12-25']),
    );
  });

  it('decide which days the seed avoids', () => {
    expect(isPublicHoliday('2027-12-25')).toBe(true); // Christmas
    expect(isPublicHoliday('2028-01-26')).toBe(true); // the Lunar New Year
    expect(isPublicHoliday('2027-12-23')).toBe(false);
    expect([...holidays].filter((day) => !isPublicHoliday(day))).toEqual([]);
  });
});
