import { expect, test } from 'vitest';
import { backupsToKeep, lastSlot } from './backup-retention.ts';
import { entryName } from './destination.ts';

const DAY = 24 * 60 * 60 * 1000;
// 2026-12-02 19:00 UTC = 03:00 on Thursday 3 December in Hong Kong.
const night = (daysAgo: number) => Date.UTC(2026, 11, 2, 19) - daysAgo * DAY;

test('keeps the newest backup of each of the last 14 days and of each of the last 8 weeks', () => {
  const entries = Array.from({ length: 90 }, (_, n) => entryName(night(n)));
  const kept = [...backupsToKeep(entries, 14, 8)].sort().reverse();
  // 14 nightly backups (Thursday 3 back to Friday 20 November), which hold the newest of 3 of the 8 weeks; the
  // other 5 weeks keep their Sunday's (a week's last day).
  expect(kept.slice(0, 14)).toEqual(entries.slice(0, 14));
  expect(kept.slice(14)).toEqual(
    [15, 8, 1]
      .map((day) => entryName(Date.UTC(2026, 10, day - 1, 19)))
      .concat([25, 18].map((day) => entryName(Date.UTC(2026, 9, day - 1, 19)))),
  );
});

test('two backups of one day keep the later; the newest stays even with nothing to keep', () => {
  const morning = entryName(night(0) - 3 * 3600_000);
  const evening = entryName(night(0));
  expect([...backupsToKeep([morning, evening], 1, 0)]).toEqual([evening]);
  expect([...backupsToKeep([morning, evening], 0, 0)]).toEqual([evening]);
});

test('the slot is the last 03:00 in Hong Kong at or before now', () => {
  expect(lastSlot(night(0), 180)).toBe(night(0));
  expect(lastSlot(night(0) - 1, 180)).toBe(night(1));
  expect(lastSlot(night(0) + 5 * 3600_000, 180)).toBe(night(0));
});
