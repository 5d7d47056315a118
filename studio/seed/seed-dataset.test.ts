import { describe, expect, it } from 'vitest';
import { readSeedDataset, rebaseSeedDates, SEED_ANCHOR_DAY } from './seed-dataset.ts';

describe('rebaseSeedDates', () => {
  const documents = readSeedDataset();
  const vacancies = (docs: typeof documents) => docs.filter((doc) => doc._type === 'vacancy');

  it('moves every vacancy date by the days from the anchor day to today', () => {
    const moved = rebaseSeedDates(documents, '2027-03-11');
    const before = vacancies(documents)[0]!;
    const after = vacancies(moved)[0]!;
    const days = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;
    expect(days(SEED_ANCHOR_DAY, '2027-03-11')).toBe(days(String(before.startDate), String(after.startDate)));
    expect(days(before._createdAt, after._createdAt)).toBe(days(SEED_ANCHOR_DAY, '2027-03-11'));
    expect(after._createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('keeps the four vacancies, their order, and every start date ahead of today; other documents untouched', () => {
    const today = '2027-03-11';
    const moved = rebaseSeedDates(documents, today);
    const order = (docs: typeof documents) =>
      vacancies(docs)
        .sort((a, b) => String(b.startDate).localeCompare(String(a.startDate)))
        .map((doc) => doc._id);
    expect(order(moved)).toEqual(order(documents));
    expect(vacancies(moved).every((doc) => String(doc.startDate) > today)).toBe(true);
    expect(vacancies(moved).every((doc) => doc._createdAt.slice(0, 10) <= today)).toBe(true);
    const others = (docs: typeof documents) => docs.filter((doc) => doc._type !== 'vacancy');
    expect(others(moved)).toEqual(others(documents));
    expect(rebaseSeedDates(documents, SEED_ANCHOR_DAY)).toEqual(documents);
  });
});
