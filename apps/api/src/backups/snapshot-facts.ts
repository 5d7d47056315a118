// What a backup's manifest says about its database, read from the very snapshot that was copied: every table's
// row count (what a restore and `backup verify` compare), the CV files its rows name (what goes into the CV
// parts), and the erasures its audit log records (what a restore of an older backup re-applies).
import { sql } from 'kysely';
import type { Db } from '../database/tables.ts';

export interface Erasures {
  /** erasedAddressHash() of every address erased (database/erasure.ts). */
  addressHashes: string[];
  /** References of erased submissions. */
  references: string[];
}

export interface SnapshotFacts {
  counts: Record<string, number>;
  files: { id: string; size: number; sha256: string }[];
  erasures: Erasures;
}

/** Kysely's own bookkeeping: a newer server adds rows to it when it opens an older backup. */
const NOT_COUNTED = new Set(['kysely_migration', 'kysely_migration_lock']);

export async function tableCounts(db: Db, dialect: 'sqlite' | 'postgres'): Promise<Record<string, number>> {
  const names =
    dialect === 'sqlite'
      ? await sql<{
          name: string;
        }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(db)
      : await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of names.rows.sort((a, b) => a.name.localeCompare(b.name))) {
    if (NOT_COUNTED.has(name)) continue;
    const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS n FROM ${sql.table(name)}`.execute(
      db,
    );
    counts[name] = Number(rows[0]!.n);
  }
  return counts;
}

export async function erasuresIn(db: Db): Promise<Erasures> {
  const rows = await db
    .selectFrom('audit_log')
    .select(['action', 'reference', 'detail'])
    .where('action', 'in', ['erased', 'alert-erased'])
    .execute();
  const addressHashes = new Set<string>();
  const references = new Set<string>();
  for (const row of rows) {
    if (row.action === 'erased' && row.reference) references.add(row.reference);
    const hash = row.detail ? (JSON.parse(row.detail) as { addressHash?: unknown }).addressHash : undefined;
    if (typeof hash === 'string') addressHashes.add(hash);
  }
  return { addressHashes: [...addressHashes].sort(), references: [...references].sort() };
}

export async function snapshotFacts(db: Db, dialect: 'sqlite' | 'postgres'): Promise<SnapshotFacts> {
  const files = await db.selectFrom('upload_files').select(['id', 'size', 'sha256']).orderBy('id').execute();
  return {
    counts: await tableCounts(db, dialect),
    files: files.map((file) => ({ id: file.id, size: Number(file.size), sha256: file.sha256 })),
    erasures: await erasuresIn(db),
  };
}
