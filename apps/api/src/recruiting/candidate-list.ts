// The candidates list (GET /api/staff/candidates): newest activity first, 25 a page; search by reference, name or
// address (the submissions' search text, as the inbox searches), by owner and by tag. Merged candidates show as
// the candidate they were merged into.
import { INBOX_PAGE_SIZE, type CandidatesPage } from '@agency/forms';
import { sql, type ExpressionBuilder } from 'kysely';
import { submissionsWithCvWords } from '../database/cv-texts.ts';
import { likeText, matchCount, matchesOf, type Database } from '../database/database.ts';
import type { Tables } from '../database/tables.ts';
import { staffNames, storedName, tagsOf } from './board-cards.ts';

export interface CandidateFilter {
  q?: string;
  /** A staff id, or 'none' for candidates nobody owns. */
  owner?: number | 'none';
  tag?: string;
}

export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listCandidates(
  database: Database,
  filter: CandidateFilter,
  page: number,
): Promise<CandidatesPage> {
  const { db, dialect } = database;
  const where = (eb: ExpressionBuilder<Tables, 'candidates'>) => {
    const conditions = [eb('candidates.merged_into_id', 'is', null)];
    if (filter.owner === 'none') conditions.push(eb('candidates.owner_id', 'is', null));
    else if (filter.owner !== undefined) conditions.push(eb('candidates.owner_id', '=', filter.owner));
    if (filter.tag)
      conditions.push(
        eb.exists(
          eb
            .selectFrom('candidate_tags as t')
            .select('t.tag')
            .whereRef('t.candidate_id', '=', 'candidates.id')
            .where('t.tag', '=', filter.tag),
        ),
      );
    if (filter.q) {
      // A reference finds its candidate through the unique index; other words search the candidates' own text
      // (address and newest name: one row a person, not one a submission). A merged candidate's hit shows its survivor.
      const reference = /^(APP|ENQ)-\d{4}-[A-Z0-9]+$/i.test(filter.q) ? filter.q.toUpperCase() : null;
      const survivor = sql<number>`coalesce(m.merged_into_id, m.id)`.as('id');
      const byText = eb
        .selectFrom('candidates as m')
        .select(survivor)
        .where(likeText(dialect, 'm.search_text', likePattern(filter.q)));
      // Or the words are in one of their CVs (decision 072): one uncorrelated set of ids, not a look per candidate.
      const inCv = submissionsWithCvWords(dialect, eb, filter.q);
      conditions.push(
        eb(
          'candidates.id',
          'in',
          reference
            ? eb
                .selectFrom('submissions as s')
                .innerJoin('candidates as m', 'm.id', 's.candidate_id')
                .select(survivor)
                .where('s.reference', '=', reference)
            : inCv
              ? byText.union(
                  eb
                    .selectFrom('submissions as s')
                    .innerJoin('candidates as m', 'm.id', 's.candidate_id')
                    .select(survivor)
                    .where('s.id', 'in', inCv),
                )
              : byText,
        ),
      );
    }
    return eb.and(conditions);
  };
  // The page and the number of matches in one statement: a search's sets (the CV words') are worked out once.
  const rows = await db
    .selectFrom('candidates')
    .where(where)
    .select(['id', 'email_key', 'owner_id', 'last_activity_at', matchCount])
    .orderBy('last_activity_at', 'desc')
    .orderBy('id', 'desc')
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE)
    .execute();
  // Past the last page there is no row to carry the count.
  const n = await matchesOf(rows, page, db.selectFrom('candidates').where(where));
  const ids = rows.map((row) => Number(row.id));
  // The page's submissions (their own and their merged candidates'): the newest names them, applications count.
  const group = new Map(ids.map((id) => [id, id]));
  if (ids.length > 0)
    for (const row of await db
      .selectFrom('candidates')
      .select(['id', 'merged_into_id'])
      .where('merged_into_id', 'in', ids)
      .execute())
      group.set(Number(row.id), Number(row.merged_into_id));
  const submissions =
    ids.length === 0
      ? []
      : (
          await db
            .selectFrom('submissions')
            .select(['candidate_id', 'kind', 'data', 'created_at'])
            .where('candidate_id', 'in', [...group.keys()])
            .orderBy('created_at', 'desc')
            .execute()
        ).map((row) => ({ ...row, owner: group.get(Number(row.candidate_id)) }));
  const tags = await tagsOf(db, ids);
  const owners = await staffNames(
    db,
    rows.flatMap((row) => (row.owner_id === null ? [] : [Number(row.owner_id)])),
  );
  return {
    candidates: rows.map((row) => {
      const id = Number(row.id);
      const theirs = submissions.filter((s) => Number(s.owner) === id);
      const newest = theirs.find((s) => s.kind === 'application') ?? theirs[0];
      return {
        id,
        name: newest ? storedName(JSON.parse(newest.data) as Record<string, unknown>) : '',
        email: row.email_key,
        applications: theirs.filter((s) => s.kind === 'application').length,
        lastActivityAt: Math.max(Number(row.last_activity_at), ...theirs.map((s) => Number(s.created_at))),
        owner: row.owner_id === null ? null : (owners.get(Number(row.owner_id)) ?? null),
        tags: tags.get(id) ?? [],
      };
    }),
    total: Number(n),
    page,
    pageSize: INBOX_PAGE_SIZE,
  };
}
