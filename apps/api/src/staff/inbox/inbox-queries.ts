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
import type { FormsDatabase } from '../../forms/storage/database.ts';
import { NAME_SQL, VACANCY_SQL } from './stored-submission.ts';

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
}

export const SUMMARY_COLUMNS = `id, reference, kind, created_at, ${NAME_SQL} AS name, email, status,
  ${VACANCY_SQL} AS vacancy, retain, retention_from`;

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

/** The WHERE clause and its parameters for a filter (shared by the list and the CSV export). */
export function whereClause(filter: InboxFilter): { sql: string; params: (string | number)[] } {
  const conditions: string[] = [];
  const params: (string | number)[] = [];
  const add = (condition: string, ...values: (string | number)[]) => {
    conditions.push(condition);
    params.push(...values);
  };
  if (filter.kind) add('kind = ?', filter.kind);
  if (filter.status) add('status = ?', filter.status);
  if (filter.vacancy) add(`${VACANCY_SQL} = ?`, filter.vacancy);
  if (filter.from) add('created_at >= ?', hongKongDayStart(filter.from, 'from'));
  if (filter.to) add('created_at < ?', hongKongDayStart(filter.to, 'to') + DAY_MS);
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    add(`search_text LIKE ? ESCAPE '\\'`, like);
  }
  return { sql: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

export function listSubmissions(
  db: FormsDatabase,
  filter: InboxFilter,
  page: number,
  retentionDays: number,
): InboxPage {
  const { sql, params } = whereClause(filter);
  const total = (db.prepare(`SELECT count(*) AS n FROM submissions ${sql}`).get(...params) as { n: number })
    .n;
  const rows = db
    .prepare(
      // The page's ids first, then their columns: the name is parsed out of JSON for 25 rows, not every match.
      `SELECT ${SUMMARY_COLUMNS} FROM submissions WHERE id IN (
         SELECT id FROM submissions ${sql} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?
       ) ORDER BY created_at DESC, id DESC`,
    )
    .all(...params, INBOX_PAGE_SIZE, (page - 1) * INBOX_PAGE_SIZE) as SummaryRow[];
  return {
    submissions: rows.map((row) => toSummary(row, retentionDays)),
    total,
    page,
    pageSize: INBOX_PAGE_SIZE,
  };
}

/** The vacancies applications were sent for, for the list's filter. */
export function appliedVacancies(db: FormsDatabase): string[] {
  return (
    db
      .prepare(
        `SELECT DISTINCT ${VACANCY_SQL} AS vacancy FROM submissions
         WHERE kind = 'application' AND ${VACANCY_SQL} IS NOT NULL AND ${VACANCY_SQL} != '' ORDER BY 1`,
      )
      .all() as { vacancy: string }[]
  ).map((row) => row.vacancy);
}
