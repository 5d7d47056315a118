// How long a draft lives and when its reminder goes out (issue 30 item 3, decision 032). Pure: unit-tested.
//
// - A draft, and every link to it, lasts 30 days from when it was first saved; saving it again does not extend it.
// - One reminder: 7 days before the draft expires, or 3 days before the vacancy's closing date if that is sooner.
//   A reminder that would fall before the draft was saved (a vacancy closing in two days) is not sent: the resume
//   mail has just gone out.
import { lastOpenDay, type VacancyDates } from '@agency/content';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const DRAFT_TTL_MS = 30 * DAY_MS;
export const REMIND_BEFORE_EXPIRY_MS = 7 * DAY_MS;
export const REMIND_BEFORE_CLOSING_MS = 3 * DAY_MS;

export const draftExpiresAt = (firstSavedAt: number): number => firstSavedAt + DRAFT_TTL_MS;

/** The instant a vacancy stops taking applications: the end of its last open day, Hong Kong time (UTC+8). */
export function vacancyClosesAt(vacancy: VacancyDates): number {
  return Date.parse(`${lastOpenDay(vacancy)}T00:00:00+08:00`) + DAY_MS;
}

/** When the draft's reminder is due, or null for none. */
export function reminderAt(draft: {
  savedAt: number;
  expiresAt: number;
  closesAt: number | null;
}): number | null {
  const beforeExpiry = draft.expiresAt - REMIND_BEFORE_EXPIRY_MS;
  const at =
    draft.closesAt === null
      ? beforeExpiry
      : Math.min(beforeExpiry, draft.closesAt - REMIND_BEFORE_CLOSING_MS);
  return at > draft.savedAt ? at : null;
}
