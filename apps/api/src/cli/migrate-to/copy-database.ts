// `pnpm admin migrate-to --database postgres://…`: copies every table of this install's database (SQLite in
// DATA_DIR) into another (Postgres), inside one transaction on the target, then compares the row counts of every
// table. The target must be empty (or already hold exactly as many rows: a re-run only verifies). Ids are kept,
// so references, links and the outbox stay as they were; Postgres' identity sequences continue after them.
import { sql } from 'kysely';
import { indexCvTextsOnSqlite } from '../../database/cv-texts.ts';
import type { Database } from '../../database/database.ts';
import type { Tables } from '../../database/tables.ts';

/** Every table, parents before children (foreign keys). A table missing here stops the copy (see below). */
export const TABLE_ORDER: (keyof Tables)[] = [
  'staff_accounts',
  'candidates',
  'submissions',
  'uploads',
  'upload_files',
  'alerts',
  'alert_digests',
  'drafts',
  'backup_runs',
  'outbox',
  'staff_password_tokens',
  'staff_sessions',
  'staff_sign_in_failures',
  'submission_notes',
  'audit_log',
  'scheduled_jobs',
  'rate_limits',
  'alert_tokens',
  'alert_runs',
  'alert_run_vacancies',
  'vacancy_announcements',
  'alert_feedback',
  'alert_unsubscribes',
  'alert_suppressions',
  'alert_settings',
  'webhook_signatures',
  'status_links',
  'status_sessions',
  'draft_tokens',
  'staff_passkeys',
  'staff_sign_in_challenges',
  'staff_settings',
  'submission_sources',
  'insights_salts',
  'insights_events',
  'insights_daily',
  'candidate_tags',
  'candidate_events',
  'candidate_notes',
  'staff_saved_filters',
  'profile_shares',
  'profile_share_views',
  'candidate_mails',
  'cv_texts',
];
/** Tables whose `id` the database generates (Postgres identity columns). */
const IDENTITY_TABLES = new Set([
  'backup_runs',
  'insights_events',
  'submissions',
  'outbox',
  'staff_accounts',
  'submission_notes',
  'audit_log',
  'alerts',
  'alert_digests',
  'alert_feedback',
  'alert_unsubscribes',
  'drafts',
  'candidates',
  'candidate_events',
  'candidate_notes',
  'staff_saved_filters',
  'profile_shares',
  'profile_share_views',
  'candidate_mails',
  'cv_texts',
]);
const BATCH = 200;
/** SQLite's FTS5 index of CV words and its shadow tables: Postgres derives its own (cv_texts.words). */
const SQLITE_ONLY = /^cv_text_search(_\w+)?$/;
/** Columns a database derives itself (Postgres' generated tsvector): never copied. */
export const DERIVED_COLUMNS: Partial<Record<keyof Tables, readonly string[]>> = { cv_texts: ['words'] };
/** The rows as another database takes them: without the derived columns. */
export const withoutDerived = (table: keyof Tables, rows: Record<string, unknown>[]) => {
  const derived = DERIVED_COLUMNS[table];
  if (!derived) return rows;
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).filter(([name]) => !derived.includes(name))),
  );
};

export interface TableCount {
  table: string;
  source: number;
  target: number;
}

async function countRows(database: Database, table: keyof Tables): Promise<number> {
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function countAll(database: Database): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of TABLE_ORDER) counts.set(table, await countRows(database, table));
  return counts;
}

export class CopyRefused extends Error {}

export async function copyDatabase(source: Database, target: Database): Promise<TableCount[]> {
  // A table added by a later migration and not listed above would be left behind silently: refuse instead.
  const known = new Set<string>(TABLE_ORDER);
  const unknown = (await source.db.introspection.getTables())
    .map((t) => t.name)
    .filter((n) => !known.has(n) && !SQLITE_ONLY.test(n));
  if (unknown.length > 0) {
    throw new CopyRefused(`tables not known to migrate-to (add them to TABLE_ORDER): ${unknown.join(', ')}`);
  }
  const sourceCounts = await countAll(source);
  const before = await countAll(target);
  const targetEmpty = [...before.values()].every((n) => n === 0);
  const alreadyCopied = TABLE_ORDER.every((t) => before.get(t) === sourceCounts.get(t));
  if (!targetEmpty && !alreadyCopied) {
    throw new CopyRefused(
      `the target database (${target.where}) already holds other data; give an empty one`,
    );
  }
  if (targetEmpty) {
    await target.db.transaction().execute(async (trx) => {
      for (const table of TABLE_ORDER) {
        const rows = withoutDerived(table, await source.db.selectFrom(table).selectAll().execute());
        // A merged candidate links to its survivor (a row of the same table): survivors first (no chains).
        if (table === 'candidates')
          rows.sort(
            (a, b) =>
              Number((a as { merged_into_id: unknown }).merged_into_id != null) -
              Number((b as { merged_into_id: unknown }).merged_into_id != null),
          );
        for (let i = 0; i < rows.length; i += BATCH) {
          // Rows of this very table as read: the union of every table's row type cannot name which one.
          await trx
            .insertInto(table)
            .values(rows.slice(i, i + BATCH) as never)
            .execute();
        }
        if (table === 'cv_texts' && target.dialect === 'sqlite') await indexCvTextsOnSqlite(trx);
        if (target.dialect === 'postgres' && IDENTITY_TABLES.has(table) && rows.length > 0) {
          await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.table(table)}))`.execute(
            trx,
          );
        }
      }
    });
  }
  const after = await countAll(target);
  return TABLE_ORDER.map((table) => ({ table, source: sourceCounts.get(table)!, target: after.get(table)! }));
}
