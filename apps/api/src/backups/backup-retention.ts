// Which backups the nightly run keeps (BACKUP_KEEP_DAILY, default 14; BACKUP_KEEP_WEEKLY, default 8): the newest
// backup of each of the last so many days that have one, and of each of the last so many ISO weeks, counted in
// Hong Kong time. The newest backup is always kept, whatever the settings.
import { entryTime } from './destination.ts';

const HONG_KONG_MS = 8 * 60 * 60 * 1000; // UTC+8, no daylight saving
const DAY_MS = 24 * 60 * 60 * 1000;

const hongKongDay = (at: number) => Math.floor((at + HONG_KONG_MS) / DAY_MS);
/** Days since the epoch of the Monday that starts the ISO week (1970-01-01 was a Thursday). */
const hongKongWeek = (at: number) => hongKongDay(at) - ((hongKongDay(at) + 3) % 7);

export function backupsToKeep(entries: string[], keepDaily: number, keepWeekly: number): Set<string> {
  const newestFirst = [...entries].sort().reverse();
  const keep = new Set<string>(newestFirst.slice(0, 1));
  const pick = (period: (at: number) => number, count: number) => {
    const seen = new Set<number>();
    for (const entry of newestFirst) {
      const key = period(entryTime(entry));
      if (seen.has(key)) continue;
      if (seen.size >= count) break;
      seen.add(key);
      keep.add(entry);
    }
  };
  pick(hongKongDay, keepDaily);
  pick(hongKongWeek, keepWeekly);
  return keep;
}

/** The most recent time of day `atMinute` (minutes after midnight, Hong Kong) at or before `now`. */
export function lastSlot(now: number, atMinute: number): number {
  const slot = hongKongDay(now) * DAY_MS - HONG_KONG_MS + atMinute * 60_000;
  return slot <= now ? slot : slot - DAY_MS;
}
