import { describe, expect, it } from 'vitest';
import { DAY_MS, draftExpiresAt, DRAFT_TTL_MS, reminderAt, vacancyClosesAt } from './draft-schedule.ts';

const saved = Date.UTC(2026, 10, 1, 4); // 1 November 2026, 12:00 in Hong Kong

describe('draft lifetime and reminder', () => {
  it('lasts 30 days from the first save', () => {
    expect(DRAFT_TTL_MS).toBe(30 * DAY_MS);
    expect(draftExpiresAt(saved)).toBe(saved + 30 * DAY_MS);
  });

  it('reminds 7 days before it expires when no vacancy closes sooner', () => {
    const expiresAt = draftExpiresAt(saved);
    expect(reminderAt({ savedAt: saved, expiresAt, closesAt: null })).toBe(expiresAt - 7 * DAY_MS);
    // A vacancy closing after that does not move it.
    expect(reminderAt({ savedAt: saved, expiresAt, closesAt: expiresAt + DAY_MS })).toBe(
      expiresAt - 7 * DAY_MS,
    );
  });

  it("reminds 3 days before the vacancy's closing date when that is sooner", () => {
    const expiresAt = draftExpiresAt(saved);
    const closesAt = saved + 10 * DAY_MS;
    expect(reminderAt({ savedAt: saved, expiresAt, closesAt })).toBe(closesAt - 3 * DAY_MS);
  });

  it('sends none when that moment has passed when the draft is saved', () => {
    const expiresAt = draftExpiresAt(saved);
    expect(reminderAt({ savedAt: saved, expiresAt, closesAt: saved + 2 * DAY_MS })).toBeNull();
    expect(reminderAt({ savedAt: saved, expiresAt, closesAt: saved + 3 * DAY_MS })).toBeNull();
    expect(reminderAt({ savedAt: saved, expiresAt, closesAt: saved + 3 * DAY_MS + 1 })).toBe(saved + 1);
  });

  it('a vacancy closes at the end of its last day in Hong Kong (closing date, else start date)', () => {
    expect(vacancyClosesAt({ startDate: '2026-12-01', closingDate: '2026-11-20' })).toBe(
      Date.UTC(2026, 10, 20, 16),
    );
    expect(vacancyClosesAt({ startDate: '2026-12-01', closingDate: null })).toBe(Date.UTC(2026, 11, 1, 16));
  });
});
