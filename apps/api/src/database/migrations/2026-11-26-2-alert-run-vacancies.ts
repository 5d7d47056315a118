// A digest run's vacancies are stored once per run (issue 29's run for 20,000 alerts wrote each digest's ten
// vacancies as its own JSON, ~5 KB a digest): `alert_run_vacancies` holds each vacancy of a run as mailed, and a
// digest's `vacancies` from now on lists only their ids. Digests written before keep their vacancies in full.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema of its day
export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `CREATE TABLE alert_run_vacancies (
        run_key TEXT NOT NULL REFERENCES alert_runs (run_key) ON DELETE CASCADE,
        vacancy_id TEXT NOT NULL,
        vacancy TEXT NOT NULL,
        PRIMARY KEY (run_key, vacancy_id)
      )`,
    )
    .execute(db);
}
