// What staff change on a candidate: owner, tags, follow-up date, notes, and merging two candidates by hand. Each
// change writes a timeline row (who, when, from, to) and an audit row that names ids and keys only: never a tag's
// or a note's text, never an address (decision 070).
import { MERGE_UNDO_DAYS, TAGS_PER_CANDIDATE_MAX } from '@agency/forms';
import type { AuditAction, AuditDetail } from '../database/audit-log.ts';
import { recordCandidateEvent } from '../database/card-moves.ts';
import type { Database } from '../database/database.ts';
import type { Tx } from '../database/tables.ts';
import { DAY_MS } from './board-cards.ts';

export interface By {
  actor: string;
  at: number;
}

/** A refusal the route answers with its status and message. */
export class CandidateProblem extends Error {
  readonly status: 400 | 404 | 409;
  constructor(status: 400 | 404 | 409, message: string) {
    super(message);
    this.status = status;
  }
}

async function audit(tx: Tx, by: By, action: AuditAction, candidateId: number, detail: AuditDetail) {
  await tx
    .insertInto('audit_log')
    .values({
      at: by.at,
      actor: by.actor,
      action,
      reference: `candidate-${candidateId}`,
      detail: JSON.stringify(detail),
    })
    .execute();
}

async function candidateIn(tx: Tx, id: number) {
  const row = await tx.selectFrom('candidates').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new CandidateProblem(404, 'There is no candidate with this id.');
  return row;
}

export async function setOwner({ db }: Database, id: number, ownerId: number | null, by: By) {
  await db.transaction().execute(async (tx) => {
    const candidate = await candidateIn(tx, id);
    if (ownerId !== null) {
      const staff = await tx
        .selectFrom('staff_accounts')
        .select('id')
        .where('id', '=', ownerId)
        .where('disabled_at', 'is', null)
        .executeTakeFirst();
      if (!staff) throw new CandidateProblem(400, 'Choose an owner from the active staff members.');
    }
    const from = candidate.owner_id === null ? null : Number(candidate.owner_id);
    if (from === ownerId) return;
    await tx.updateTable('candidates').set({ owner_id: ownerId }).where('id', '=', id).execute();
    await recordCandidateEvent(tx, {
      candidateId: id,
      ...by,
      action: 'assigned',
      detail: { from, to: ownerId },
    });
    await audit(tx, by, 'assigned-candidate', id, { candidate: id, fromOwner: from, toOwner: ownerId });
  });
}

export async function addTag({ db }: Database, id: number, tag: string, by: By) {
  await db.transaction().execute(async (tx) => {
    await candidateIn(tx, id);
    const tags = await tx.selectFrom('candidate_tags').select('tag').where('candidate_id', '=', id).execute();
    if (tags.some((row) => row.tag === tag)) return;
    if (tags.length >= TAGS_PER_CANDIDATE_MAX)
      throw new CandidateProblem(
        400,
        `A candidate has at most ${TAGS_PER_CANDIDATE_MAX} tags: remove one first.`,
      );
    await tx
      .insertInto('candidate_tags')
      .values({ candidate_id: id, tag })
      .onConflict((c) => c.doNothing())
      .execute();
    await recordCandidateEvent(tx, { candidateId: id, ...by, action: 'tagged', detail: { tag } });
    await audit(tx, by, 'tagged-candidate', id, { candidate: id });
  });
}

export async function removeTag({ db }: Database, id: number, tag: string, by: By) {
  await db.transaction().execute(async (tx) => {
    await candidateIn(tx, id);
    const removed = await tx
      .deleteFrom('candidate_tags')
      .where('candidate_id', '=', id)
      .where('tag', '=', tag)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) return;
    await recordCandidateEvent(tx, { candidateId: id, ...by, action: 'untagged', detail: { tag } });
    await audit(tx, by, 'untagged-candidate', id, { candidate: id });
  });
}

export async function setFollowUp({ db }: Database, id: number, on: string | null, by: By) {
  await db.transaction().execute(async (tx) => {
    const candidate = await candidateIn(tx, id);
    if (candidate.follow_up_on === on) return;
    await tx.updateTable('candidates').set({ follow_up_on: on }).where('id', '=', id).execute();
    await recordCandidateEvent(tx, {
      candidateId: id,
      ...by,
      action: 'follow-up',
      detail: { from: candidate.follow_up_on, to: on },
    });
    await audit(tx, by, 'set-follow-up', id, { candidate: id });
  });
}

export async function addNote({ db }: Database, id: number, text: string, by: By) {
  await db.transaction().execute(async (tx) => {
    await candidateIn(tx, id);
    await tx
      .insertInto('candidate_notes')
      .values({ candidate_id: id, author: by.actor, text, created_at: by.at })
      .execute();
    await audit(tx, by, 'added-candidate-note', id, { candidate: id });
  });
}

/**
 * Merges candidate `from` into `into`: a link, never a move (the submissions stay `from`'s, so an undo restores
 * everything). Refused when either is merged already or `from` has candidates merged into it.
 */
export async function mergeCandidates({ db }: Database, into: number, from: number, by: By) {
  if (into === from) throw new CandidateProblem(400, 'Choose another candidate to merge into this one.');
  await db.transaction().execute(async (tx) => {
    const survivor = await candidateIn(tx, into);
    const merged = await candidateIn(tx, from).catch(() => {
      throw new CandidateProblem(400, 'There is no candidate with the id given in "from".');
    });
    if (survivor.merged_into_id !== null)
      throw new CandidateProblem(
        409,
        `This candidate was merged into candidate ${survivor.merged_into_id}: merge there.`,
      );
    if (merged.merged_into_id !== null)
      throw new CandidateProblem(
        409,
        `That candidate is already merged into candidate ${merged.merged_into_id}.`,
      );
    const children = await tx
      .selectFrom('candidates')
      .select('id')
      .where('merged_into_id', '=', from)
      .execute();
    if (children.length > 0)
      throw new CandidateProblem(
        409,
        'Other candidates are merged into that one: merge it the other way round.',
      );
    const linked = await tx
      .updateTable('candidates')
      .set({ merged_into_id: into, merged_at: by.at, merged_by: by.actor })
      .where('id', '=', from)
      .where('merged_into_id', 'is', null)
      .executeTakeFirst();
    if (Number(linked.numUpdatedRows) !== 1)
      throw new CandidateProblem(409, 'That candidate was just merged.');
    const latest = Math.max(Number(survivor.last_activity_at), Number(merged.last_activity_at));
    await tx.updateTable('candidates').set({ last_activity_at: latest }).where('id', '=', into).execute();
    for (const candidateId of [into, from])
      await recordCandidateEvent(tx, {
        candidateId,
        ...by,
        action: 'merged',
        detail: { candidate: from, into },
      });
    await audit(tx, by, 'merged-candidates', into, { candidate: from, into });
  });
}

/** Undoes a merge into `into` within MERGE_UNDO_DAYS: clears the link, so `candidateId` is a candidate again. */
export async function unmergeCandidate({ db }: Database, into: number, candidateId: number, by: By) {
  await db.transaction().execute(async (tx) => {
    await candidateIn(tx, into);
    const merged = await tx
      .selectFrom('candidates')
      .selectAll()
      .where('id', '=', candidateId)
      .executeTakeFirst();
    if (!merged || merged.merged_into_id === null || Number(merged.merged_into_id) !== into)
      throw new CandidateProblem(400, 'That candidate is not merged into this one.');
    if (Number(merged.merged_at) + MERGE_UNDO_DAYS * DAY_MS <= by.at)
      throw new CandidateProblem(
        409,
        `A merge can be undone for ${MERGE_UNDO_DAYS} days; this one is older.`,
      );
    await tx
      .updateTable('candidates')
      .set({ merged_into_id: null, merged_at: null, merged_by: null })
      .where('id', '=', candidateId)
      .execute();
    for (const id of [into, candidateId])
      await recordCandidateEvent(tx, {
        candidateId: id,
        ...by,
        action: 'unmerged',
        detail: { candidate: candidateId, into },
      });
    await audit(tx, by, 'unmerged-candidates', into, { candidate: candidateId, into });
  });
}
