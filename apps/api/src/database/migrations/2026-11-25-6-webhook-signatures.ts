// Webhook signatures already accepted (issue 27, decision 034), shared by every node: a captured publish webhook
// replayed to another node is refused too. A row is useless once its signature is too old to be accepted anyway.
import type { Kysely } from 'kysely';
import { isPostgres } from './dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema of its day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webhook_signatures')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', isPostgres(db) ? 'bigint' : 'integer', (c) => c.notNull())
    .execute();
}
