// Schema migrations, run at start on SQLite and Postgres alike (Kysely's Migrator). Each is a file here named
// `YYYY-MM-DD-N-what-it-does.ts` (N numbers a day's migrations), listed below; they run in NAME order, not the
// order of this list, so a name must sort after every migration it builds on. One added on another branch with an
// earlier date still runs (allowUnorderedMigrations). Never edit one that has shipped: add another.
// How to add a table: docs/architecture.md, "The database".
import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationResult } from 'kysely/migration';
import * as baseline from './2026-11-25-1-baseline.ts';
import * as searchTextByApp from './2026-11-25-2-search-text-written-by-app.ts';
import * as multiNode from './2026-11-25-3-multi-node-coordination.ts';
import * as auditWithoutPersonalData from './2026-11-25-4-audit-without-personal-data.ts';
import * as jobAlerts from './2026-11-25-5-job-alerts.ts';
import * as webhookSignatures from './2026-11-25-6-webhook-signatures.ts';
import * as applicationStatus from './2026-11-25-7-application-status.ts';
import * as applicationDrafts from './2026-11-25-8-application-drafts.ts';
import * as staffMailInOutbox from './2026-11-26-1-staff-mail-in-outbox.ts';
import * as alertRunVacancies from './2026-11-26-2-alert-run-vacancies.ts';
import * as staffRolesPasskeys from './2026-12-02-1-staff-roles-passkeys.ts';
import * as backupRuns from './2026-12-02-1-backup-runs.ts';
import * as candidatesPipeline from './2026-12-02-2-candidates-pipeline.ts';
import * as insights from './2026-12-02-3-insights.ts';
import * as cvText from './2026-12-02-4-cv-text.ts';
import * as candidateMail from './2026-12-02-5-candidate-mail.ts';
import * as matching from './2026-12-02-6-matching.ts';
import * as profileShares from './2026-12-02-7-profile-shares.ts';

export const MIGRATIONS: Record<string, Migration> = {
  '2026-11-25-1-baseline': baseline,
  '2026-11-25-2-search-text-written-by-app': searchTextByApp,
  '2026-11-25-3-multi-node-coordination': multiNode,
  '2026-11-25-4-audit-without-personal-data': auditWithoutPersonalData,
  '2026-11-25-5-job-alerts': jobAlerts,
  '2026-11-25-6-webhook-signatures': webhookSignatures,
  '2026-11-25-7-application-status': applicationStatus,
  '2026-11-25-8-application-drafts': applicationDrafts,
  '2026-11-26-1-staff-mail-in-outbox': staffMailInOutbox,
  '2026-11-26-2-alert-run-vacancies': alertRunVacancies,
  '2026-12-02-1-staff-roles-passkeys': staffRolesPasskeys,
  '2026-12-02-1-backup-runs': backupRuns,
  '2026-12-02-2-candidates-pipeline': candidatesPipeline,
  '2026-12-02-3-insights': insights,
  '2026-12-02-4-cv-text': cvText,
  '2026-12-02-5-candidate-mail': candidateMail,
  '2026-12-02-6-matching': matching,
  '2026-12-02-7-profile-shares': profileShares,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own day
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result: MigrationResult) => result.status === 'Error');
    throw new Error(
      `${failed ? `migration ${failed.migrationName}: ` : ''}${(error as Error).message ?? String(error)}`,
    );
  }
}
