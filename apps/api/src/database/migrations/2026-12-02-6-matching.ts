// Matching (decision 074): each application's answers that matching reads, kept beside it as short JSON text
// (written by the forms' store from now on; here for the applications already stored), so matching a vacancy
// reads ~100 bytes a candidate instead of parsing every submission's data.
import { matchingFactsOf } from '@agency/forms/eligibility-answers';
import type { Kysely } from 'kysely';

const BATCH = 500;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema of its day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('submissions').addColumn('match_facts', 'text').execute();
  let after = 0;
  for (;;) {
    const rows = (await db
      .selectFrom('submissions')
      .select(['id', 'data'])
      .where('kind', '=', 'application')
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()) as { id: number; data: string }[];
    if (rows.length === 0) break;
    for (const row of rows)
      await db
        .updateTable('submissions')
        .set({ match_facts: matchingFactsOf(JSON.parse(row.data) as Record<string, unknown>) })
        .where('id', '=', row.id)
        .execute();
    after = Number(rows.at(-1)!.id);
  }
}
