// Operator commands for the forms data (docs/forms-api.md, "Retention and deletion"). Uses the same database as
// the server (DATA_DIR's SQLite file, or DATABASE_URL) and may run while it does.
//
//   pnpm --filter @agency/api run forms:admin delete ENQ-2026-000123   erase a submission everywhere
//   pnpm --filter @agency/api run forms:admin retain APP-2026-000045   keep past the retention period
//   pnpm --filter @agency/api run forms:admin release APP-2026-000045  undo retain
//   pnpm --filter @agency/api run forms:admin sweep                    run the clean-up once now
//   pnpm --filter @agency/api run forms:admin mail list                mail given up as dead
//   pnpm --filter @agency/api run forms:admin mail retry APP-2026-000045  send a submission's dead mail again
//   pnpm --filter @agency/api run forms:admin mail retry mail-123         one dead mail of no submission (as listed)
//   pnpm --filter @agency/api run forms:admin staff add|disable|reset …  staff accounts (staff/cli/staff-admin.ts)
//   pnpm --filter @agency/api run forms:admin migrate-to --database postgres://… --cv-storage s3://bucket/prefix
//                                           move data to Postgres and CVs to S3, verified (docs/deploy.md)
//   pnpm --filter @agency/api run forms:admin alerts run [--frequency daily|weekly]  job-alert digests (alerts/alerts-cli.ts)
//   pnpm --filter @agency/api run forms:admin erase <email>              erase an address's job alert, drafts, status links
//   pnpm --filter @agency/api run forms:admin backup …|restore …         backups (backups/backup-cli.ts)
import os from 'node:os';
import { text } from 'node:stream/consumers';
import { ConfigError, loadConfig } from '../../config.ts';
import { openCvStorage } from '../../cv-storage/cv-storage.ts';
import { runMigrateTo } from '../../migrate-to/migrate-to-command.ts';
import { recordAudit } from '../../staff/audit/audit-log.ts';
import { runStaffCommand } from '../../staff/cli/staff-admin.ts';
import { runAlertsCommand } from '../../alerts/alerts-cli.ts';
import { BACKUP_USAGE, runBackupCommand } from '../../backups/backup-cli.ts';
import { deleteExpiredDrafts } from '../../drafts/draft-store.ts';
import { eraseAddress } from '../../erasure/erase-address.ts';
import { statusUpkeep } from '../../status/status-store.ts';
import { dataLayout } from '../../database/data-layout.ts';
import { DatabaseStartError, openDatabase, type Database } from '../../database/database.ts';
import { ensureDirs } from '../../database/durable-files.ts';
import { deleteByReference, setRetained } from '../../database/erasure.ts';
import { listDeadMail, retryMail } from '../../database/outbox.ts';
import { applyRetention, sweepOrphanFiles, sweepUnclaimedUploads } from '../retention/sweeps.ts';

const USAGE = `usage: forms-admin delete|retain|release <REFERENCE> | forms-admin sweep | forms-admin mail list | forms-admin mail retry <REFERENCE|mail-ID> | forms-admin staff add|disable|reset … | forms-admin migrate-to [--database postgres://…] [--cv-storage s3://bucket/prefix] | forms-admin alerts run [--frequency daily|weekly] | forms-admin erase <email> | forms-admin ${BACKUP_USAGE}`;

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
      eraseAddress,
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
      // An address (erasure/erase-address.ts); the output never repeats it. Submissions: `delete <REFERENCE>`.
      const erased = await eraseAddress(db, cvs, reference, {
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
      const now = Date.now();
      const uploads = await sweepUnclaimedUploads(db, cvs, now);
      const orphans = await sweepOrphanFiles(db, layout, cvs, now);
      const expired = await applyRetention(db, layout, cvs, now, config.forms.retentionDays);
      const drafts = await deleteExpiredDrafts(db, cvs, now);
      await statusUpkeep(db, now);
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
          `${report.filesPending} CV file(s) could not be deleted from ${cvs.description} now; \`forms:admin sweep\` removes them once it is reachable`,
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
      console.error(`no dead mail for ${name} (see: forms-admin mail list)`);
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
