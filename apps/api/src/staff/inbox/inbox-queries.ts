// The inbox list: filters and search turned into one parameterised query, newest first, 25 rows a page.
import {
  ALL_STATUSES,
  INBOX_PAGE_SIZE,
  SUBMISSION_KINDS,
  type InboxFilter,
  type InboxPage,
  type SubmissionKind,
  type SubmissionStatus,
  type SubmissionSummary,
} from '@agency/forms';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { submissionsWithCvWords } from '../../database/cv-texts.ts';
import { likeText, matchCount, matchesOf, type Database, type Dialect } from '../../database/database.ts';
import type { Tables } from '../../database/tables.ts';
import { nameSql, vacancySql } from './stored-submission.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Hong Kong time (UTC+8, no daylight saving): the agency's calendar days. */
const HONG_KONG_OFFSET_MS = 8 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export class FilterError extends Error {}

export interface SummaryRow {
  id: number;
  reference: string;
  kind: SubmissionKind;
  created_at: number;
  name: string;
  email: string;
  status: SubmissionStatus;
  vacancy: string | null;
  retain: number;
  retention_from: number | null;
  erasure_requested_at: number | null;
  candidate_id: number | null;
}

/** The columns of a SummaryRow, for a select from submissions. */
export const summaryColumns = (dialect: Dialect) =>
  [
    'id',
    'reference',
    'kind',
    'created_at',
    nameSql(dialect).as('name'),
    'email',
    'status',
    vacancySql(dialect).as('vacancy'),
    'retain',
    'retention_from',
    'erasure_requested_at',
    'candidate_id',
  ] as const;

/** When the retention job deletes the submission: its retention clock plus the retention period. */
export const deletionDate = (row: SummaryRow, retentionDays: number): number | null =>
  row.retain ? null : (row.retention_from ?? row.created_at) + retentionDays * DAY_MS;

export const toSummary = (row: SummaryRow, retentionDays: number): SubmissionSummary => ({
  reference: row.reference,
  kind: row.kind,
  receivedAt: row.created_at,
  name: row.name,
  email: row.email,
  status: row.status,
  vacancy: row.vacancy || null,
  retained: row.retain === 1,
  deletesAt: deletionDate(row, retentionDays),
  erasureRequestedAt: row.erasure_requested_at,
  candidateId: row.candidate_id === null ? null : Number(row.candidate_id),
});

function hongKongDayStart(value: string, label: string): number {
  const match = DATE.exec(value);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) {
    throw new FilterError(`The ${label} date must be a date like 2026-11-23.`);
  }
  return time - HONG_KONG_OFFSET_MS;
}

/** Reads the filter from a query string, refusing values it does not know with a clear message. */
export function parseFilter(query: Record<string, unknown>): InboxFilter {
  const text = (key: string) => (typeof query[key] === 'string' ? (query[key] as string).trim() : '');
  const filter: InboxFilter = {};
  const kind = text('kind');
  if (kind) {
    if (!(SUBMISSION_KINDS as readonly string[]).includes(kind))
      throw new FilterError(`Unknown kind "${kind}".`);
    filter.kind = kind as SubmissionKind;
  }
  const status = text('status');
  if (status) {
    if (!(ALL_STATUSES as readonly string[]).includes(status))
      throw new FilterError(`Unknown status "${status}".`);
    filter.status = status as SubmissionStatus;
  }
  for (const key of ['vacancy', 'from', 'to', 'q'] as const) {
    const value = text(key);
    if (value) filter[key] = value.slice(0, 200);
  }
  if (filter.from) hongKongDayStart(filter.from, 'from');
  if (filter.to) hongKongDayStart(filter.to, 'to');
  return filter;
}

/** The conditions of a filter (shared by the list and the CSV export). */
export function filterWhere(dialect: Dialect, filter: InboxFilter) {
  return (eb: ExpressionBuilder<Tables, 'submissions'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.kind) conditions.push(eb('kind', '=', filter.kind));
    if (filter.status) conditions.push(eb('status', '=', filter.status));
    if (filter.vacancy) conditions.push(eb(vacancySql(dialect), '=', filter.vacancy));
    if (filter.from) conditions.push(eb('created_at', '>=', hongKongDayStart(filter.from, 'from')));
    if (filter.to) conditions.push(eb('created_at', '<', hongKongDayStart(filter.to, 'to') + DAY_MS));
    if (filter.q) {
      const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      // Or one of its CVs holds the words (decision 072).
      const inCv = submissionsWithCvWords(dialect, eb, filter.q);
      conditions.push(
        inCv
          ? eb.or([likeText(dialect, 'search_text', like), eb('submissions.id', 'in', inCv)])
          : likeText(dialect, 'search_text', like),
      );
    }
    return eb.and(conditions);
  };
}

export async function listSubmissions(
  { db, dialect }: Database,
  filter: InboxFilter,
  page: number,
  retentionDays: number,
): Promise<InboxPage> {
  const where = filterWhere(dialect, filter);
  // The page's ids and the number of matches in one statement (a search's CV words are looked up once), then
  // the page's columns: the name is parsed out of JSON for 25 rows, not every match.
  const pageRows = await db
    .selectFrom('submissions')
    .select(['id', matchCount])
    .where(where)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE)
    .execute();
  // Past the last page there is no row to carry the count.
  const n = await matchesOf(pageRows, page, db.selectFrom('submissions').where(where));
  const rows =
    pageRows.length === 0
      ? []
      : ((await db
          .selectFrom('submissions')
          .select(summaryColumns(dialect))
          .where(
            'id',
            'in',
            pageRows.map((row) => row.id),
          )
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute()) as SummaryRow[]);
  return {
    submissions: rows.map((row) => toSummary(row, retentionDays)),
    total: Number(n),
    page,
    pageSize: INBOX_PAGE_SIZE,
  };
}

/** The vacancies applications were sent for, for the list's filter. */
export async function appliedVacancies({ db, dialect }: Database): Promise<string[]> {
  const vacancy = vacancySql(dialect);
  const rows = await db
    .selectFrom('submissions')
    .select(vacancy.as('vacancy'))
    .distinct()
    .where('kind', '=', 'application')
    .where(vacancy, 'is not', null)
    .where(vacancy, '!=', '')
    .orderBy('vacancy')
    .execute();
  return rows.map((row) => row.vacancy as string);
}
