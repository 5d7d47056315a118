// The operator's commands, `pnpm admin …` from the repository root (docs/operations.md). Uses the same database as
// the server (DATA_DIR's SQLite file, or DATABASE_URL) and may run while it does.
//
//   pnpm admin delete ENQ-2026-000123   erase a submission everywhere
//   pnpm admin retain APP-2026-000045   keep past the retention period
//   pnpm admin release APP-2026-000045  undo retain
//   pnpm admin sweep                    run the clean-up once now
//   pnpm admin mail list                mail given up as dead
//   pnpm admin mail retry APP-2026-000045  send a submission's dead mail again
//   pnpm admin mail retry mail-123         one dead mail of no submission (as listed)
//   pnpm admin staff add|disable|reset …  staff accounts (cli/staff-admin.ts)
//   pnpm admin migrate-to --database postgres://… --cv-storage s3://bucket/prefix
//                                           move data to Postgres and CVs to S3, verified (docs/deploy.md)
//   pnpm admin alerts run [--frequency daily|weekly]  job-alert digests (cli/alerts-cli.ts)
//   pnpm admin erase <email>              erase an address's job alert, drafts, status links
//   pnpm admin backup …|restore …         backups (backups/backup-cli.ts)
import os from 'node:os';
import { text } from 'node:stream/consumers';
import { ConfigError, loadConfig } from '../config.ts';
import { openCvStorage } from '../uploads/cv-storage.ts';
import { runMigrateTo } from './migrate-to/migrate-to-command.ts';
import { recordAudit } from '../database/audit-log.ts';
import { runStaffCommand } from './staff-admin.ts';
import { runAlertsCommand } from './alerts-cli.ts';
import { BACKUP_USAGE, runBackupCommand } from '../backups/backup-cli.ts';
import { cleanUpSteps, eraseAnAddress } from '../erasure-and-retention.ts';
import { runCleanUp } from '../database/clean-up.ts';
import { dataLayout } from '../database/data-layout.ts';
import { DatabaseStartError, openDatabase, type Database } from '../database/database.ts';
import { ensureDirs } from '../database/durable-files.ts';
import { deleteByReference, setRetained } from '../database/erasure.ts';
import { listDeadMail, retryMail } from '../database/outbox.ts';

const USAGE =
  'usage: pnpm admin delete|retain|release <REFERENCE> | pnpm admin sweep | pnpm admin mail list | pnpm admin mail retry <REFERENCE|mail-ID> | pnpm admin staff add|disable|reset … | pnpm admin migrate-to [--database postgres://…] [--cv-storage s3://bucket/prefix] | pnpm admin alerts run [--frequency daily|weekly] | pnpm admin erase <email> | pnpm admin ' +
  BACKUP_USAGE;

async function main(args: string[]): Promise<number> {
  const [command, reference] = args;
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  // Before the database is opened (and migrated): a restore wants it absent or empty.
  if (command === 'backup' || command === 'restore') {
    return runBackupCommand(config, args, {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
      eraseAddress: eraseAnAddress,
    });
  }
  const layout = dataLayout(config.dataDir);
  ensureDirs(layout.root, layout.uploads, layout.uploadsTmp, layout.mailDir);
  let db: Database;
  try {
    db = await openDatabase({ url: config.databaseUrl, file: layout.database });
  } catch (error) {
    if (error instanceof DatabaseStartError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const cvs = await openCvStorage(config.cvStorage);
  try {
    if (command === 'staff') {
      return await runStaffCommand(db, args.slice(1), {
        readStdin: () => text(process.stdin),
        out: (line) => console.log(line),
        err: (line) => console.error(line),
        // Links name the public site (SITE_ORIGIN); without it, this machine's own server.
        publicOrigin: config.forms.siteOrigin ?? `http://localhost:${config.port}`,
        now: Date.now(),
      });
    }
    if (command === 'mail') return await mailCommand(db, args.slice(1));
    if (command === 'migrate-to')
      return await runMigrateTo(
        db,
        cvs,
        { tmpDir: layout.uploadsTmp, sqliteFile: layout.database },
        args.slice(1),
      );
    if (command === 'alerts')
      return await runAlertsCommand(db, config, args.slice(1), {
        out: (line) => console.log(line),
        err: (line) => console.error(line),
      });
    if (command === 'erase' && reference) {
      // An address (../erasure-and-retention.ts); the output never repeats it. Submissions: `delete <REFERENCE>`.
      const erased = await eraseAnAddress(db, cvs, reference, {
        actor: `cli:${os.userInfo().username}`,
        at: Date.now(),
      });
      console.log(
        erased.alertRecords > 0
          ? `erased ${erased.alertRecords} job-alert record(s) of that address`
          : 'no job alert for that address',
      );
      console.log(
        erased.drafts > 0
          ? `erased ${erased.drafts} application draft(s) of that address, with their CV files`
          : 'no application draft for that address',
      );
      console.log(`erased ${erased.statusRecords} status link(s) and session(s) of that address`);
      return 0;
    }
    if (command === 'sweep') {
      // The server's clean-up steps, without queueing draft reminders (the server's job does that).
      const steps = cleanUpSteps(db, layout, cvs, config.forms.retentionDays);
      const { uploads, orphans, expired, drafts } = await runCleanUp(steps, Date.now());
      console.log(
        `removed ${uploads} unclaimed upload(s), ${orphans} orphan file(s), ${expired.length} expired submission(s), ${drafts} expired draft(s)`,
      );
      for (const ref of expired) console.log(`  deleted ${ref}`);
      return 0;
    }
    if (!reference || !['delete', 'retain', 'release'].includes(command ?? '')) {
      console.error(USAGE);
      return 2;
    }
    // The audit log names the operator's login for what is done from the shell.
    const actor = `cli:${os.userInfo().username}`;
    if (command === 'delete') {
      const report = await deleteByReference(db, layout, cvs, reference);
      if (!report) {
        console.error(`no submission with reference ${reference}`);
        return 1;
      }
      await recordAudit(db, { actor, action: 'erased', reference, detail: null });
      console.log(
        `deleted ${report.reference}: the submission row, ${report.files} CV file(s), ${report.mails} outbox row(s), ${report.emlFiles} .eml file(s)`,
      );
      if (report.filesPending > 0) {
        console.error(
          `${report.filesPending} CV file(s) could not be deleted from ${cvs.description} now; \`pnpm admin sweep\` removes them once it is reachable`,
        );
      }
      return 0;
    }
    if (!(await setRetained(db, reference, command === 'retain'))) {
      console.error(`no submission with reference ${reference}`);
      return 1;
    }
    await recordAudit(db, {
      actor,
      action: command === 'retain' ? 'retained' : 'released',
      reference,
      detail: null,
    });
    console.log(
      `${reference}: ${command === 'retain' ? 'kept past the retention period' : 'retention period applies again'}`,
    );
    return 0;
  } finally {
    cvs.close();
    await db.close();
  }
}

async function mailCommand(db: Database, [action, name]: string[]): Promise<number> {
  if (action === 'list') {
    const dead = await listDeadMail(db);
    if (dead.length === 0) console.log('no dead mail');
    for (const mail of dead) {
      const queued = new Date(mail.createdAt).toISOString();
      console.log(
        `${mail.name}  ${mail.purpose.padEnd(15)} ${mail.about.padEnd(11)} queued ${queued}  ${mail.attempts} attempt(s)  ${mail.lastError ?? ''}`,
      );
    }
    return 0;
  }
  if (action === 'retry' && name) {
    const queued = await retryMail(db, name);
    if (queued === 0) {
      console.error(`no dead mail for ${name} (see: pnpm admin mail list)`);
      return 1;
    }
    await recordAudit(db, {
      actor: `cli:${os.userInfo().username}`,
      action: 'resent-mail',
      reference: name.startsWith('mail-') ? null : name,
      detail: { mails: queued },
    });
    console.log(`${name}: ${queued} mail(s) queued to send again`);
    return 0;
  }
  console.error(USAGE);
  return 2;
}

process.exitCode = await main(process.argv.slice(2));
