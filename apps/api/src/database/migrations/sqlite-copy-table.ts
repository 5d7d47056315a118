// Changing a table's rules on SQLite, shared by the migrations that need it.
import { sql, type Kysely } from 'kysely';

/**
 * SQLite cannot relax a column's NOT NULL or drop a CHECK: the table is copied into one made from its own
 * definition as `change` rewrites it (so columns other migrations add, before or after, are kept), and its indexes
 * are made again. Nothing may reference the table.
 */
export async function copySqliteTable(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
  db: Kysely<any>,
  table: string,
  change: (definition: string) => string,
) {
  const found = await sql<{
    sql: string;
  }>`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ${table}`.execute(db);
  const definition = found.rows[0]?.sql ?? '';
  const changed = change(definition).replace(
    new RegExp(`^CREATE TABLE\\s+("?)${table}\\1`, 'i'),
    `CREATE TABLE ${table}_new`,
  );
  if (!changed.includes(`${table}_new`) || changed === definition)
    throw new Error(`the ${table} table is not as expected`);
  const columns = (await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db)).rows
    .map((row) => row.name)
    .join(', ');
  const indexes = (
    await sql<{
      sql: string | null;
    }>`SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ${table}`.execute(db)
  ).rows.flatMap((row) => (row.sql ? [row.sql] : []));
  await sql.raw(changed).execute(db);
  await sql.raw(`INSERT INTO ${table}_new (${columns}) SELECT ${columns} FROM ${table}`).execute(db);
  await sql.raw(`DROP TABLE ${table}`).execute(db);
  await sql.raw(`ALTER TABLE ${table}_new RENAME TO ${table}`).execute(db);
  for (const index of indexes) await sql.raw(index).execute(db);
}
