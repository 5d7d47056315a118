// Reading cards (applications on a board) and the boards' stage counts. A card's candidate is the person it came
// from, or the candidate theirs was merged into: owner, tags and follow-up are that candidate's.
import {
  PIPELINE_STAGES,
  TALENT_POOL,
  type BoardCard,
  type BoardSummary,
  type PipelineStage,
  type StageLimits,
  type StaffRef,
} from '@agency/forms';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../database/database.ts';
import type { Tables } from '../database/tables.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
const HONG_KONG_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Today's date in Hong Kong (YYYY-MM-DD): the agency's calendar day. */
export const hongKongToday = (now: number) => new Date(now + HONG_KONG_OFFSET_MS).toISOString().slice(0, 10);

/** The candidate a submission's candidate now counts as: itself, or the one it was merged into. */
export const effectiveCandidate = sql<number>`coalesce(c.merged_into_id, c.id)`;

export const emptyCounts = (): Record<PipelineStage, number> =>
  Object.fromEntries(PIPELINE_STAGES.map((stage) => [stage, 0])) as Record<PipelineStage, number>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
export const storedName = (data: Record<string, unknown>) =>
  [text(data.firstName), text(data.surname)].filter(Boolean).join(' ');

type CardTables = Tables & { s: Tables['submissions']; c: Tables['candidates']; e: Tables['candidates'] };
export type CardQuery = SelectQueryBuilder<CardTables, 's' | 'c' | 'e', object>;

/** Cards with what each shows; `narrow` picks which (a board, some references). */
export async function readCards(
  { db }: Database,
  narrow: (query: CardQuery) => CardQuery,
  { now, limits }: { now: number; limits: StageLimits },
): Promise<(BoardCard & { board: string; endReason: string | null; status: string })[]> {
  const base = db
    .selectFrom('submissions as s')
    .leftJoin('candidates as c', 'c.id', 's.candidate_id')
    .leftJoin('candidates as e', (join) => join.on('e.id', '=', effectiveCandidate)) as unknown as CardQuery;
  const rows = (await narrow(base.where('s.kind', '=', 'application'))
    .select([
      's.reference',
      's.status',
      's.board',
      's.stage_since',
      's.created_at',
      's.end_reason',
      's.data',
      'e.id as candidate_id',
      'e.owner_id',
      'e.follow_up_on',
    ])
    .orderBy('s.stage_since', 'asc')
    .orderBy('s.id', 'asc')
    .execute()) as unknown as {
    reference: string;
    status: string;
    board: string | null;
    stage_since: number | null;
    created_at: number;
    end_reason: string | null;
    data: string;
    candidate_id: number | null;
    owner_id: number | null;
    follow_up_on: string | null;
  }[];
  const candidateIds = [
    ...new Set(rows.flatMap((row) => (row.candidate_id === null ? [] : [Number(row.candidate_id)]))),
  ];
  const tags = await tagsOf(db, candidateIds);
  const owners = await staffNames(
    db,
    rows.flatMap((row) => (row.owner_id === null ? [] : [Number(row.owner_id)])),
  );
  const today = hongKongToday(now);
  return rows.map((row) => {
    const data = JSON.parse(row.data) as Record<string, unknown>;
    const stageSince = Number(row.stage_since ?? row.created_at);
    const limit = (limits as Record<string, number>)[row.status];
    const waiting =
      (row.follow_up_on !== null && row.follow_up_on <= today) ||
      (limit !== undefined && now - stageSince > limit * DAY_MS);
    const candidateId = row.candidate_id === null ? 0 : Number(row.candidate_id);
    return {
      reference: row.reference,
      candidateId,
      name: storedName(data),
      nationality: text(data.nationality),
      stage: row.status as PipelineStage,
      status: row.status,
      stageSince,
      tags: tags.get(candidateId) ?? [],
      owner: row.owner_id === null ? null : (owners.get(Number(row.owner_id)) ?? null),
      waiting,
      board: row.board ?? TALENT_POOL,
      endReason: row.end_reason,
    };
  });
}

export async function tagsOf(db: Database['db'], candidateIds: number[]): Promise<Map<number, string[]>> {
  const tags = new Map<number, string[]>();
  if (candidateIds.length === 0) return tags;
  const rows = await db
    .selectFrom('candidate_tags')
    .select(['candidate_id', 'tag'])
    .where('candidate_id', 'in', candidateIds)
    .orderBy('tag')
    .execute();
  for (const row of rows) {
    const id = Number(row.candidate_id);
    tags.set(id, [...(tags.get(id) ?? []), row.tag]);
  }
  return tags;
}

export async function staffNames(db: Database['db'], ids: number[]): Promise<Map<number, StaffRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('staff_accounts')
    .select(['id', 'name'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [Number(row.id), { id: Number(row.id), name: row.name }]));
}

/** Every board with cards on it (the talent pool always), with its stage counts. */
export async function boardCounts(
  { db }: Database,
  board?: string,
): Promise<Map<string, Record<PipelineStage, number>>> {
  // Every status counted and the endings dropped here: the (board, status) index answers the whole query.
  const rows = await db
    .selectFrom('submissions')
    .select(['board', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('board', 'is not', null)
    .$if(board !== undefined, (qb) => qb.where('board', '=', board!))
    .groupBy(['board', 'status'])
    .execute();
  const boards = new Map<string, Record<PipelineStage, number>>([[board ?? TALENT_POOL, emptyCounts()]]);
  for (const row of rows) {
    if (!(PIPELINE_STAGES as readonly string[]).includes(row.status)) continue;
    const counts = boards.get(row.board!) ?? emptyCounts();
    counts[row.status as PipelineStage] = Number(row.n);
    boards.set(row.board!, counts);
  }
  return boards;
}

export const summaries = (
  counts: Map<string, Record<PipelineStage, number>>,
  titles: Record<string, { en: string; 'zh-Hant': string }>,
): BoardSummary[] =>
  [...counts].map(([board, stageCounts]) => ({ board, title: titles[board] ?? null, counts: stageCounts }));
