// When digests run (issue 29): daily at 08:00 Hong Kong time, weekly on Mondays at 08:00. Hong Kong keeps UTC+8
// all year (no daylight saving since 1979), so 08:00 there is 00:00 UTC of the same date: plain arithmetic, no
// time-zone database. A run is named by its slot ("daily:2026-11-26", "weekly:2026-11-23", the Hong Kong date of
// the slot); every digest of a run is recorded under that name, so a run is done at most once per alert.
import type { AlertFrequency } from '@agency/forms';

const DAY_MS = 24 * 60 * 60 * 1000;
const HONG_KONG_OFFSET_MS = 8 * 60 * 60 * 1000;
/** 08:00 in Hong Kong, as an offset from the Hong Kong day's start. */
const RUN_TIME_MS = 8 * 60 * 60 * 1000;

export interface RunSlot {
  frequency: AlertFrequency;
  /** The run's name: frequency and the Hong Kong date of its 08:00. */
  key: string;
  /** The slot's instant (ms): vacancies first open up to here belong to this run. */
  at: number;
}

/** ms of the most recent 08:00 Hong Kong at or before `now`. */
function latestDailyAt(now: number): number {
  const hkNow = now + HONG_KONG_OFFSET_MS;
  const hkDayStart = Math.floor(hkNow / DAY_MS) * DAY_MS;
  const hkRun =
    hkNow >= hkDayStart + RUN_TIME_MS ? hkDayStart + RUN_TIME_MS : hkDayStart - DAY_MS + RUN_TIME_MS;
  return hkRun - HONG_KONG_OFFSET_MS;
}

const hkDate = (at: number) => new Date(at + HONG_KONG_OFFSET_MS).toISOString().slice(0, 10);

/** The latest slot of a frequency at or before `now`. */
export function latestSlot(frequency: AlertFrequency, now: number): RunSlot {
  let at = latestDailyAt(now);
  if (frequency === 'weekly') {
    // getUTCDay of the Hong Kong wall-clock instant is the weekday in Hong Kong; Monday = 1.
    const weekday = new Date(at + HONG_KONG_OFFSET_MS).getUTCDay();
    at -= ((weekday + 6) % 7) * DAY_MS;
  }
  return { frequency, key: `${frequency}:${hkDate(at)}`, at };
}

/** The next slot of a frequency strictly after `now` (when the scheduler wakes next). */
export function nextSlotAt(frequency: AlertFrequency, now: number): number {
  const latest = latestSlot(frequency, now).at;
  return latest + (frequency === 'daily' ? DAY_MS : 7 * DAY_MS);
}

/** A run forced by an operator or a test (`pnpm admin alerts run --frequency …`): its own name, cut off now. */
export function forcedSlot(frequency: AlertFrequency, now: number): RunSlot {
  return { frequency, key: `${frequency}:forced:${new Date(now).toISOString()}`, at: now };
}
