// The publish webhook's replay list in the database (issue 27, decision 034): every node sharing the database
// refuses a signature that any of them accepted. A row is kept until its signature would be refused as too old.
import type { Database } from '../database/database.ts';
import type { SeenSignatures } from './webhook-route.ts';

export function seenSignaturesInDatabase(database: Database, now: () => number = Date.now): SeenSignatures {
  const { db } = database;
  return {
    async firstUse(signature, expiresAt) {
      await db.deleteFrom('webhook_signatures').where('expires_at', '<=', now()).execute();
      // The primary key decides between concurrent deliveries of one signature: one insert wins.
      const inserted = await db
        .insertInto('webhook_signatures')
        .values({ signature, expires_at: expiresAt })
        .onConflict((oc) => oc.column('signature').doNothing())
        .returning('signature')
        .executeTakeFirst();
      return inserted !== undefined;
    },
    async forget(signature) {
      await db.deleteFrom('webhook_signatures').where('signature', '=', signature).execute();
    },
  };
}
