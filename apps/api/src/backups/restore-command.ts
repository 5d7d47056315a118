// `restore <backup> [--replace]` (backup-cli.ts): into this install's database, CV storage and content, with the
// erasures of the database it replaces and of every newer backup gathered first and erased again afterwards.
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../config.ts';
import { openCvStorage } from '../uploads/cv-storage.ts';
import { dataLayout } from '../database/data-layout.ts';
import { ensureDirs } from '../database/durable-files.ts';
import type { BackupKey } from './backup-key.ts';
import { contentTarget } from './content-files.ts';
import type { BackupDestination } from './destination.ts';
import { liveErasures, newerErasures } from './erasure-sources.ts';
import { mergeErasures, reapplyErasures, type EraseAddress } from './reapply-erasures.ts';
import { restoreBackup, type RestoreReport } from './restore-backup.ts';

export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}

export async function restoreCommand(
  config: Config,
  destination: BackupDestination,
  entry: string,
  key: BackupKey,
  replace: boolean,
  deps: CommandOutput & { eraseAddress: EraseAddress },
): Promise<number> {
  const layout = dataLayout(config.dataDir);
  ensureDirs(layout.root, layout.uploads, layout.uploadsTmp, layout.mailDir);
  const target = config.databaseUrl
    ? ({ kind: 'postgres', url: config.databaseUrl } as const)
    : ({ kind: 'sqlite', file: layout.database } as const);
  const cvs = await openCvStorage(config.cvStorage);
  try {
    // Read before anything is replaced: the erasures the current database and the newer backups record.
    const erasures = mergeErasures(
      await liveErasures(target),
      ...(await newerErasures(destination, entry, key, deps.err)),
    );
    let reapplied = { addresses: 0, submissions: 0 };
    const report = await restoreBackup(
      destination,
      entry,
      key,
      {
        database: target,
        cvs,
        tmpDir: config.cvStorage.kind === 'disk' ? layout.uploadsTmp : os.tmpdir(),
        contentPath: (name, manifest) =>
          manifest.content?.kind === 'sanity'
            ? path.join(layout.root, 'restored-content', `${entry}-${name}`)
            : contentTarget(config.content, name),
        replace,
      },
      async (database) => {
        reapplied = await reapplyErasures(database, layout, cvs, erasures, deps.eraseAddress);
      },
    );
    printReport(deps, 'restored', report);
    deps.out(
      `erased again: ${reapplied.submissions} submission(s), ${reapplied.addresses} address(es) erased after the backup was taken`,
    );
    if (report.manifest.content?.kind === 'sanity')
      deps.out(
        `content: a Sanity export in ${path.join(layout.root, 'restored-content')}; import it with \`sanity dataset import\``,
      );
    return report.differences.length === 0 ? 0 : 1;
  } finally {
    cvs.close();
  }
}

export function printReport(deps: CommandOutput, what: string, report: RestoreReport): void {
  const { manifest } = report;
  deps.out(
    `${manifest.entry} (taken ${new Date(manifest.takenAt).toISOString()}) ${what}: ${report.rows} rows, ` +
      `${report.cvFiles} CV files, ${report.contentFiles} content files, in ${report.ms} ms`,
  );
  for (const line of report.differences) deps.err(`DIFFERENT: ${line}`);
  if (report.differences.length === 0) deps.out("every table's row count and every file matches the backup");
}
