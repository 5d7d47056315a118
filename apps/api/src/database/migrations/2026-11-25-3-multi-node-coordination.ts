// What several API nodes on one database share (decision 022): outbox claims (a node sends a row until
// claimed_until; a node that died leaves the claim to run out), scheduled jobs' last runs, and rate-limit counters.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema of its day
export async function up(db: Kysely<any>): Promise<void> {
  const time = isPostgres(db) ? 'bigint' : 'integer';
  await db.schema.alterTable('outbox').addColumn('claimed_until', time).execute();
  await db.schema
    .createTable('scheduled_jobs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('last_run_at', time, (c) => c.notNull())
    .execute();
  // Counters are cheap to lose (a restart forgets a minute of counts): on Postgres not written to the WAL.
  const unlogged = isPostgres(db) ? 'UNLOGGED ' : '';
  await sql
    .raw(
      `CREATE ${unlogged}TABLE rate_limits (key TEXT PRIMARY KEY, window_start ${time} NOT NULL, hits INTEGER NOT NULL)`,
    )
    .execute(db);
}
