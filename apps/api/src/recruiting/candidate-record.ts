// One candidate's record (GET /api/staff/candidates/:id): everything of all their addresses (their own and the
// candidates merged into them), newest first, and the other candidates who may be the same person.
import {
  MERGE_UNDO_DAYS,
  PIPELINE_ENDINGS,
  type CandidateRecord,
  type PipelineEnding,
  type StageLimits,
  type SubmissionKind,
  type TimelineItem,
} from '@agency/forms';
import { sql } from 'kysely';
import type { Database } from '../database/database.ts';
import { DAY_MS, readCards, staffNames, storedName, tagsOf } from './board-cards.ts';
import { possibleDuplicates } from './possible-duplicates.ts';
import { staffTimelineDetails } from './timeline-details.ts';

/** The candidate a given id now counts as (itself, or the one it was merged into); null when there is none. */
export async function survivorOf({ db }: Database, id: number): Promise<number | null> {
  const row = await db
    .selectFrom('candidates')
    .select(['id', 'merged_into_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? Number(row.merged_into_id ?? row.id) : null;
}

/** The candidate and those merged into it: own first. */
export async function candidateGroup({ db }: Database, id: number) {
  const rows = await db
    .selectFrom('candidates')
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', id), eb('merged_into_id', '=', id)]))
    .orderBy(sql`id = ${id}`, 'desc')
    .orderBy('merged_at')
    .execute();
  return rows;
}

export async function candidateRecord(
  database: Database,
  id: number,
  { now, limits }: { now: number; limits: StageLimits },
): Promise<CandidateRecord | null> {
  const { db } = database;
  const group = await candidateGroup(database, id);
  const self = group[0];
  if (!self || Number(self.id) !== id) return null;
  const ids = group.map((row) => Number(row.id));
  const emails = group.map((row) => row.email_key);
  const submissions = await db
    .selectFrom('submissions')
    .select(['id', 'reference', 'kind', 'status', 'created_at', 'data', 'phone_key', 'name_dob_key'])
    .where('candidate_id', 'in', ids)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const newest = submissions.find((row) => row.kind === 'application') ?? submissions[0];
  const data = newest ? (JSON.parse(newest.data) as Record<string, unknown>) : {};
  const cards = await readCards(database, (query) => query.where('s.candidate_id', 'in', ids), {
    now,
    limits,
  });
  const owners = await staffNames(db, self.owner_id === null ? [] : [Number(self.owner_id)]);
  const timeline: TimelineItem[] = [
    ...submissions.map((row) => ({
      type: 'submission' as const,
      at: Number(row.created_at),
      reference: row.reference,
      kind: row.kind as SubmissionKind,
      status: row.status,
      vacancy: (JSON.parse(row.data) as { vacancy?: string }).vacancy || null,
    })),
    ...(await otherItems(
      database,
      ids,
      emails,
      submissions.map((row) => Number(row.id)),
    )),
  ].sort((a, b) => b.at - a.at);
  return {
    id,
    name: storedName(data),
    emails,
    phone: typeof data.phone === 'string' && data.phone ? data.phone : null,
    nationality: typeof data.nationality === 'string' && data.nationality ? data.nationality : null,
    owner: self.owner_id === null ? null : (owners.get(Number(self.owner_id)) ?? null),
    tags: (await tagsOf(db, [id])).get(id) ?? [],
    followUpOn: self.follow_up_on,
    cards: cards.map(({ status, ...card }) => ({
      ...card,
      ending: (PIPELINE_ENDINGS as readonly string[]).includes(status) ? (status as PipelineEnding) : null,
    })),
    merged: group.slice(1).flatMap((row) => {
      const undoUntil = Number(row.merged_at) + MERGE_UNDO_DAYS * DAY_MS;
      return undoUntil > now
        ? [{ candidateId: Number(row.id), email: row.email_key, mergedAt: Number(row.merged_at), undoUntil }]
        : [];
    }),
    possibleDuplicates: await possibleDuplicates(database, ids, submissions),
    timeline,
  };
}

/** Drafts, job alerts, status requests, notes and the timeline's events of the group's addresses and candidates. */
async function otherItems(
  { db }: Database,
  ids: number[],
  emails: string[],
  submissionIds: number[],
): Promise<TimelineItem[]> {
  const drafts = await db
    .selectFrom('drafts')
    .leftJoin('upload_files as f', (join) => join.onRef('f.upload_id', '=', 'drafts.upload_id'))
    .select([
      'drafts.id',
      'drafts.updated_at',
      'drafts.expires_at',
      (eb) => eb.fn.count<number>('f.id').as('files'),
    ])
    .where(sql<string>`lower(drafts.email)`, 'in', emails)
    .groupBy(['drafts.id', 'drafts.updated_at', 'drafts.expires_at'])
    .execute();
  const alerts = await db
    .selectFrom('alerts')
    .select(['created_at', 'status', 'confirmed_at'])
    .where('email_key', 'in', emails)
    .execute();
  const statusRequests = await db
    .selectFrom('status_links')
    .select('created_at')
    .where('email_key', 'in', emails)
    .execute();
  const submissionNotes =
    submissionIds.length === 0
      ? []
      : await db
          .selectFrom('submission_notes')
          .select(['author', 'text', 'created_at'])
          .where('submission_id', 'in', submissionIds)
          .execute();
  const candidateNotes = await db
    .selectFrom('candidate_notes')
    .select(['author', 'text', 'created_at'])
    .where('candidate_id', 'in', ids)
    .execute();
  const events = await db
    .selectFrom('candidate_events as ev')
    .leftJoin('submissions as s', 's.id', 'ev.submission_id')
    .select(['ev.at', 'ev.actor', 'ev.action', 'ev.detail', 's.reference'])
    .where('ev.candidate_id', 'in', ids)
    .orderBy('ev.id', 'desc')
    .execute();
  // Events record who acted by their sign-in address (as the audit log does); the staff area names them.
  const actors = [...new Set(events.map((row) => row.actor))];
  const names = new Map(
    actors.length === 0
      ? []
      : (
          await db
            .selectFrom('staff_accounts')
            .select(['email', 'name'])
            .where('email', 'in', actors)
            .execute()
        ).map((row) => [row.email, row.name]),
  );
  const details = await staffTimelineDetails(
    db,
    events.map((row) => ({
      action: row.action,
      detail: JSON.parse(row.detail) as Record<string, string | number | null>,
    })),
  );
  // Events first, newest first: at one time, the later change leads (the timeline's sort keeps this order).
  return [
    ...events.map((row, index) => ({
      type: 'event' as const,
      at: Number(row.at),
      actor: names.get(row.actor) ?? row.actor,
      action: row.action,
      reference: row.reference ?? null,
      detail: details[index]!,
    })),
    ...drafts.map((row) => ({
      type: 'draft' as const,
      at: Number(row.updated_at),
      expiresAt: Number(row.expires_at),
      files: Number(row.files),
    })),
    ...alerts.map((row) => ({
      type: 'job-alert' as const,
      at: Number(row.created_at),
      status: row.status,
      confirmedAt: row.confirmed_at === null ? null : Number(row.confirmed_at),
    })),
    ...statusRequests.map((row) => ({ type: 'status-request' as const, at: Number(row.created_at) })),
    ...[...submissionNotes, ...candidateNotes].map((row) => ({
      type: 'note' as const,
      at: Number(row.created_at),
      author: row.author,
      text: row.text,
    })),
  ];
}
