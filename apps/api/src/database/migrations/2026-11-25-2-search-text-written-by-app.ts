// The inbox's search column is written with the reference by the submission store (both databases), no longer
// by SQLite triggers (Postgres never had them). Rows stored before keep the text the triggers wrote.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema of its day
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`DROP TRIGGER IF EXISTS submissions_search_insert`.execute(db);
  await sql`DROP TRIGGER IF EXISTS submissions_search_update`.execute(db);
}
