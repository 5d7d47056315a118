import { defineConfig } from 'vitest/config';

/**
 * Two projects: `sqlite` runs every test (the embedded default); `postgres` runs the tests that touch the
 * database again on Postgres, in a throwaway cluster its global setup starts (initdb + pg_ctl; Debian's
 * postgresql is installed when missing). `vitest run --project sqlite` runs one of them.
 */
const SQLITE_ONLY = [
  // They read the SQLite file's bytes, or run servers of their own on DATA_DIR's SQLite file.
  'src/database/migrations/legacy-sqlite.test.ts',
  'src/database/erasure-free-pages.test.ts',
  'src/submissions/crash-durability.test.ts',
  'src/mail/mail-crash.test.ts',
];
/** Several nodes on one database (SQLite is one node), and moving a SQLite install to Postgres. */
const POSTGRES_ONLY = [
  'src/database/several-nodes.test.ts',
  'src/cli/migrate-to/migrate-to-postgres.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 40_000,
    projects: [
      { extends: true, test: { name: 'sqlite', include: ['src/**/*.test.ts'], exclude: POSTGRES_ONLY } },
      {
        extends: true,
        test: {
          name: 'postgres',
          // A second server process per run: slower than SQLite on a loaded machine.
          testTimeout: 40_000,
          hookTimeout: 30_000,
          include: [
            'src/database/**/*.test.ts',
            'src/submissions/**/*.test.ts',
            'src/staff/**/*.test.ts',
            'src/recruiting/**/*.test.ts',
            'src/status/**/*.test.ts',
            'src/drafts/**/*.test.ts',
            'src/alerts/**/*.test.ts',
            'src/insights/**/*.test.ts',
            'src/presenting/**/*.test.ts',
            'src/mail/{compose-message,mail-failure,mail-sender,mail-crash,mail-dead-letters,mail-outbox}.test.ts',
            'src/uploads/{cv-upload-rejections,file-type,malformed-multipart,cv-storage-api}.test.ts',
            'src/security/{origin-check,rate-limit}.test.ts',
            'src/cli/{retention,staff-admin}.test.ts',
            'src/test-support/**/*.test.ts',
            'src/backups/backup-drill.test.ts',
            'src/backups/backup-schedule.test.ts',
            ...POSTGRES_ONLY,
          ],
          exclude: [...SQLITE_ONLY],
          globalSetup: ['src/database/test-support/postgres-global-setup.ts'],
        },
      },
    ],
  },
});
