import { describe, expect, it } from 'vitest';
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
});
