// Operator commands for the forms data (docs/forms-api.md, "Retention and deletion"). Uses the same DATA_DIR
// as the server and may run while it does (SQLite WAL + busy timeout).
//
//   pnpm --filter @agency/api run forms:admin delete ENQ-2026-000123   erase a submission everywhere
//   pnpm --filter @agency/api run forms:admin retain APP-2026-000045   keep past the retention period
//   pnpm --filter @agency/api run forms:admin release APP-2026-000045  undo retain
//   pnpm --filter @agency/api run forms:admin sweep                    run the clean-up once now
//   pnpm --filter @agency/api run forms:admin mail list                mail given up as dead
//   pnpm --filter @agency/api run forms:admin mail retry APP-2026-000045  send a submission's dead mail again
import { ConfigError, loadConfig } from '../../config.ts';
import { listDeadMail, retryMail } from '../mail/outbox-admin.ts';
import { deleteByReference } from '../retention/delete-submission.ts';
import { applyRetention, sweepOrphanFiles, sweepUnclaimedUploads } from '../retention/sweeps.ts';
import { openDatabase, type FormsDatabase } from '../storage/database.ts';
import { dataLayout } from '../storage/data-layout.ts';
import { ensureDirs } from '../storage/durable-files.ts';

const USAGE =
  'usage: forms-admin delete|retain|release <REFERENCE> | forms-admin sweep | forms-admin mail list | forms-admin mail retry <REFERENCE>';

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
  const layout = dataLayout(config.dataDir);
  ensureDirs(layout.root, layout.uploads, layout.uploadsTmp, layout.mailDir);
  const db = openDatabase(layout.database);
  try {
    if (command === 'mail') return mailCommand(db, args.slice(1));
    if (command === 'sweep') {
      const now = Date.now();
      const uploads = await sweepUnclaimedUploads(db, layout, now);
      const orphans = await sweepOrphanFiles(db, layout, now);
      const expired = await applyRetention(db, layout, now, config.forms.retentionDays);
      console.log(
        `removed ${uploads} unclaimed upload(s), ${orphans} orphan file(s), ${expired.length} expired submission(s)`,
      );
      for (const ref of expired) console.log(`  deleted ${ref}`);
      return 0;
    }
    if (!reference || !['delete', 'retain', 'release'].includes(command ?? '')) {
      console.error(USAGE);
      return 2;
    }
    if (command === 'delete') {
      const report = await deleteByReference(db, layout, reference);
      if (!report) {
        console.error(`no submission with reference ${reference}`);
        return 1;
      }
      console.log(
        `deleted ${report.reference}: the submission row, ${report.files} CV file(s), ${report.mails} outbox row(s), ${report.emlFiles} .eml file(s)`,
      );
      return 0;
    }
    const changed = db
      .prepare('UPDATE submissions SET retain = ? WHERE reference = ?')
      .run(command === 'retain' ? 1 : 0, reference).changes;
    if (changed === 0) {
      console.error(`no submission with reference ${reference}`);
      return 1;
    }
    console.log(
      `${reference}: ${command === 'retain' ? 'kept past the retention period' : 'retention period applies again'}`,
    );
    return 0;
  } finally {
    db.close();
  }
}

function mailCommand(db: FormsDatabase, [action, reference]: string[]): number {
  if (action === 'list') {
    const dead = listDeadMail(db);
    if (dead.length === 0) console.log('no dead mail');
    for (const mail of dead) {
      const queued = new Date(mail.createdAt).toISOString();
      console.log(
        `${mail.reference}  ${mail.purpose.padEnd(15)} queued ${queued}  ${mail.attempts} attempt(s)  ${mail.lastError ?? ''}`,
      );
    }
    return 0;
  }
  if (action === 'retry' && reference) {
    const queued = retryMail(db, reference);
    if (queued === 0) {
      console.error(`no dead mail for ${reference} (see: forms-admin mail list)`);
      return 1;
    }
    console.log(`${reference}: ${queued} mail(s) queued to send again`);
    return 0;
  }
  console.error(USAGE);
  return 2;
}

process.exitCode = await main(process.argv.slice(2));
