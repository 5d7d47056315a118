import { describe, expect, it, vi } from 'vitest';
import { isVacancyOpen, lastOpenDay, todayInHongKong, vacancyStatus } from './vacancy-status.ts';

describe('vacancyStatus', () => {
  const vacancy = { startDate: '2026-03-01', closingDate: '2026-02-10', filled: false };

  it('is open through its closing date, closed the day after', () => {
    expect(vacancyStatus(vacancy, '2026-02-09')).toBe('open');
    expect(vacancyStatus(vacancy, '2026-02-10')).toBe('open');
    expect(vacancyStatus(vacancy, '2026-02-11')).toBe('closed');
  });

  it('without a closing date, the start date closes it', () => {
    const noClosing = { ...vacancy, closingDate: null };
    expect(lastOpenDay(noClosing)).toBe('2026-03-01');
    expect(vacancyStatus(noClosing, '2026-03-01')).toBe('open');
    expect(vacancyStatus(noClosing, '2026-03-02')).toBe('closed');
    expect(isVacancyOpen({ startDate: '2026-03-01' }, '2026-02-11')).toBe(true);
  });

  it('a filled vacancy is filled whatever its dates', () => {
    expect(vacancyStatus({ ...vacancy, filled: true }, '2026-01-01')).toBe('filled');
    expect(vacancyStatus({ ...vacancy, filled: true }, '2027-01-01')).toBe('filled');
    expect(isVacancyOpen({ ...vacancy, filled: true }, '2026-01-01')).toBe(false);
  });
});

describe('todayInHongKong', () => {
  it('is the calendar day in Hong Kong (UTC+8), not in UTC', () => {
    expect(todayInHongKong(new Date('2026-11-23T15:59:59Z'))).toBe('2026-11-23');
    expect(todayInHongKong(new Date('2026-11-23T16:00:00Z'))).toBe('2026-11-24');
  });

  it('matches the Asia/Hong_Kong time zone through the year, and loading or calling it makes no Intl formatter', async () => {
    const zone = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Hong_Kong',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      vi.resetModules();
      const fresh = await import('./vacancy-status.ts');
      for (let hour = 0; hour < 366 * 24; hour += 7) {
        const now = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
        expect(fresh.todayInHongKong(now)).toBe(zone.format(now));
      }
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});
