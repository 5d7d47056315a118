// The Waiting view (GET /api/staff/waiting): candidates whose follow-up date has come, and cards longer in their
// stage than its limit (stage-limits.ts). Longest waiting first; the morning mail lists the same per owner.
import { TALENT_POOL, type PipelineStage, type StageLimits, type WaitingItem } from '@agency/forms';
import { sql } from 'kysely';
import type { Database } from '../database/database.ts';
import { DAY_MS, effectiveCandidate, hongKongToday, staffNames, storedName } from './board-cards.ts';

export async function waitingList(
  database: Database,
  { now, limits, owner }: { now: number; limits: StageLimits; owner?: number | 'none' },
): Promise<WaitingItem[]> {
  const { db } = database;
  const today = hongKongToday(now);
  const followUps = await db
    .selectFrom('candidates as e')
    .select(['e.id', 'e.owner_id', 'e.follow_up_on'])
    .where('e.merged_into_id', 'is', null)
    .where('e.follow_up_on', 'is not', null)
    .where('e.follow_up_on', '<=', today)
    .$if(owner === 'none', (qb) => qb.where('e.owner_id', 'is', null))
    .$if(typeof owner === 'number', (qb) => qb.where('e.owner_id', '=', owner as number))
    .execute();
  const stages = Object.entries(limits) as [PipelineStage, number][];
  // One query a stage: each reads the (status, stage_since) index from its start to the stage's limit.
  const late = (
    await Promise.all(
      stages.map(([stage, days]) =>
        db
          .selectFrom('submissions as s')
          .innerJoin('candidates as c', 'c.id', 's.candidate_id')
          .innerJoin('candidates as e', (join) => join.on('e.id', '=', effectiveCandidate))
          .select([
            's.reference',
            's.board',
            's.status',
            's.stage_since',
            's.data',
            'e.id',
            'e.owner_id',
            'e.follow_up_on',
          ])
          .where('s.board', 'is not', null)
          .where('s.status', '=', stage)
          .where('s.stage_since', '<', now - days * DAY_MS)
          .$if(owner === 'none', (qb) => qb.where('e.owner_id', 'is', null))
          .$if(typeof owner === 'number', (qb) => qb.where('e.owner_id', '=', owner as number))
          .orderBy('s.stage_since')
          .limit(1000)
          .execute(),
      ),
    )
  )
    .flat()
    .sort((a, b) => Number(a.stage_since) - Number(b.stage_since));
  // A follow-up's name: the candidate's newest submission (theirs or a merged candidate's).
  const names = new Map<number, string>();
  for (const row of late)
    names.set(Number(row.id), storedName(JSON.parse(row.data) as Record<string, unknown>));
  const unnamed = followUps.map((row) => Number(row.id)).filter((id) => !names.has(id));
  if (unnamed.length > 0) {
    const rows = await db
      .selectFrom('submissions as s')
      .innerJoin('candidates as c', 'c.id', 's.candidate_id')
      .select([sql<number>`coalesce(c.merged_into_id, c.id)`.as('id'), 's.data'])
      .where((eb) => eb.or([eb('c.id', 'in', unnamed), eb('c.merged_into_id', 'in', unnamed)]))
      .orderBy('s.created_at', 'asc')
      .execute();
    for (const row of rows)
      names.set(Number(row.id), storedName(JSON.parse(row.data) as Record<string, unknown>));
  }
  const owners = await staffNames(
    db,
    [...followUps, ...late].flatMap((row) => (row.owner_id === null ? [] : [Number(row.owner_id)])),
  );
  const ownerOf = (id: number | null) => (id === null ? null : (owners.get(Number(id)) ?? null));
  return [
    ...followUps
      .sort((a, b) => a.follow_up_on!.localeCompare(b.follow_up_on!))
      .map((row) => ({
        candidateId: Number(row.id),
        name: names.get(Number(row.id)) ?? '',
        reference: null,
        board: null,
        stage: null,
        daysInStage: null,
        followUpOn: row.follow_up_on,
        reason: 'follow-up' as const,
        owner: ownerOf(row.owner_id),
      })),
    ...late.map((row) => ({
      candidateId: Number(row.id),
      name: storedName(JSON.parse(row.data) as Record<string, unknown>),
      reference: row.reference,
      board: row.board ?? TALENT_POOL,
      stage: row.status as PipelineStage,
      daysInStage: Math.floor((now - Number(row.stage_since)) / DAY_MS),
      followUpOn: row.follow_up_on,
      reason: 'stage-limit' as const,
      owner: ownerOf(row.owner_id),
    })),
  ];
}
