// The timeline's events as the staff area words them (pipeline.ts, TimelineEventAction): the database keeps ids and
// keys (an owner's staff id, the merged candidate's id); the record names them, as they are when it is read.
import type { Database } from '../database/database.ts';
import { staffNames } from './board-cards.ts';
import { mailsOnTimeline } from './candidate-mail/mail-store.ts';

type Detail = Record<string, string | number | null>;
interface StoredEvent {
  action: string;
  detail: Detail;
}

const idOf = (value: Detail[string] | undefined) =>
  typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null;

export async function staffTimelineDetails(db: Database['db'], events: StoredEvent[]): Promise<Detail[]> {
  const ownerIds = events.filter((e) => e.action === 'assigned').flatMap((e) => idOf(e.detail.to) ?? []);
  const mergedIds = events
    .filter((e) => e.action === 'merged' || e.action === 'unmerged')
    .flatMap((e) => idOf(e.detail.candidate) ?? []);
  const owners = await staffNames(db, ownerIds);
  const schools = await schoolsOfShares(db, events);
  const mails = await mailsOnTimeline(
    db,
    events
      .filter((e) => e.action === 'mailed' || e.action === 'mail-cancelled')
      .flatMap((e) => idOf(e.detail.mail) ?? []),
  );
  const emails = new Map(
    mergedIds.length === 0
      ? []
      : (
          await db
            .selectFrom('candidates')
            .select(['id', 'email_key'])
            .where('id', 'in', [...new Set(mergedIds)])
            .execute()
        ).map((row) => [Number(row.id), row.email_key]),
  );
  return events.map(({ action, detail }) => {
    switch (action) {
      case 'ended':
        return { ending: detail.to ?? null, reason: detail.reason ?? null };
      case 'added-to-board':
        return { board: detail.toBoard ?? null };
      case 'assigned': {
        const owner = idOf(detail.to);
        return { owner: owner === null ? null : (owners.get(owner)?.name ?? null) };
      }
      case 'follow-up':
        return { on: detail.to ?? null };
      case 'merged':
      case 'unmerged': {
        const other = idOf(detail.candidate);
        return { email: other === null ? null : (emails.get(other) ?? null) };
      }
      case 'profile-shared':
      case 'profile-viewed':
      case 'profile-revoked':
      case 'profile-answered': {
        const share = idOf(detail.share);
        return {
          school: share === null ? null : (schools.get(share) ?? null),
          ...(action === 'profile-answered' ? { answer: detail.answer ?? null } : {}),
        };
      }
      case 'mailed':
      case 'mail-cancelled': {
        const mail = mails.get(idOf(detail.mail) ?? 0);
        // An erased submission's mails go with it; the line stays, without the text.
        return mail ? { ...mail } : { mail: null };
      }
      default:
        return detail;
    }
  });
}

/** The schools' names of the shared profiles the events name (decision 075): read now, gone with the share. */
async function schoolsOfShares(db: Database['db'], events: StoredEvent[]): Promise<Map<number, string>> {
  const ids = events
    .filter((e) => e.action.startsWith('profile-'))
    .flatMap((e) => idOf(e.detail.share) ?? []);
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('profile_shares')
    .select(['id', 'school_name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [Number(row.id), row.school_name]));
}
