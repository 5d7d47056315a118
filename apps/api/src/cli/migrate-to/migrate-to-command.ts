// `pnpm admin migrate-to [--database postgres://…] [--cv-storage s3://bucket/prefix]` (docs/deploy.md): moves a
// single-machine install's data to Postgres and its CVs to S3-compatible storage, and verifies the counts. The
// targets are validated by config.ts as the server's own settings are (DATABASE_URL's rules; S3_ENDPOINT,
// S3_REGION and the AWS_* variables name the target store). Nothing is deleted from the source.
import { ConfigError, loadConfig } from '../../config.ts';
import { openCvStorage, type CvStorage } from '../../uploads/cv-storage.ts';
import { DatabaseStartError, openDatabase, type Database } from '../../database/database.ts';
import { copyDatabase, CopyRefused } from './copy-database.ts';
import { migrateCvs } from './migrate-cvs.ts';

const USAGE = 'usage: pnpm admin migrate-to [--database postgres://…] [--cv-storage s3://bucket/prefix]';

function parseArgs(args: string[]): { database?: string; cvStorage?: string } | null {
  const parsed: { database?: string; cvStorage?: string } = {};
  for (let i = 0; i < args.length; i += 2) {
    const [option, value] = [args[i], args[i + 1]];
    if (!value) return null;
    if (option === '--database' && parsed.database === undefined) parsed.database = value;
    else if (option === '--cv-storage' && parsed.cvStorage === undefined) parsed.cvStorage = value;
    else return null;
  }
  return parsed.database || parsed.cvStorage ? parsed : null;
}

async function migrateDatabase(source: Database, url: string, file: string): Promise<number> {
  let target;
  try {
    target = await openDatabase({ url, file });
  } catch (error) {
    if (error instanceof DatabaseStartError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  try {
    if (target.where === source.where) {
      console.error(`the data is already in ${source.where}`);
      return 1;
    }
    console.log(`copying the database from ${source.where} to ${target.where}`);
    const counts = await copyDatabase(source, target);
    let differ = 0;
    for (const { table, source: from, target: to } of counts) {
      const same = from === to;
      if (!same) differ += 1;
      console.log(
        `  ${table.padEnd(24)} ${String(from).padStart(8)} → ${String(to).padStart(8)}${same ? '' : '  DIFFERS'}`,
      );
    }
    if (differ > 0) {
      console.error(`${differ} table(s) differ: the counts do not match`);
      return 1;
    }
    console.log('counts match: every row is in the target database');
    return 0;
  } catch (error) {
    if (error instanceof CopyRefused) {
      console.error(error.message);
      return 1;
    }
    console.error(`copy failed, nothing was kept in the target: ${(error as Error).message}`);
    return 1;
  } finally {
    await target.close();
  }
}

async function migrateCvStorage(database: Database, source: CvStorage, tmpDir: string, target: CvStorage) {
  if (target.description === source.description) {
    console.error(`the CVs are already in ${source.description}`);
    return 1;
  }
  console.log(`copying CVs from ${source.description} to ${target.description}`);
  try {
    const report = await migrateCvs(database, source, target, tmpDir, (line) => console.log(line));
    const verified =
      report.rows - report.missingInSource.length - report.corrupt.length - report.notInTarget.length;
    console.log(
      `CV files: ${report.rows} row(s); ${report.copied} copied, ${report.alreadyThere} already in the target; ` +
        `${verified} verified in the target`,
    );
    for (const id of report.missingInSource) console.error(`  missing from the source: ${id}`);
    for (const id of report.corrupt)
      console.error(`  does not match its recorded size or SHA-256, not copied: ${id}`);
    for (const id of report.notInTarget) console.error(`  not in the target after the copy: ${id}`);
    const problems = report.missingInSource.length + report.corrupt.length + report.notInTarget.length;
    if (problems > 0) {
      console.error(`${problems} problem(s): the counts differ; see above`);
      return 1;
    }
    console.log('counts match: every CV is in the target');
    return 0;
  } catch (error) {
    console.error(`copy failed: ${(error as Error).message}`);
    return 1;
  }
}

export async function runMigrateTo(
  database: Database,
  source: CvStorage,
  paths: { tmpDir: string; sqliteFile: string },
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const wanted = parseArgs(args);
  if (!wanted) {
    console.error(USAGE);
    return 2;
  }
  let target;
  try {
    target = loadConfig({
      ...env,
      ...(wanted.database ? { DATABASE_URL: wanted.database } : {}),
      ...(wanted.cvStorage ? { CV_STORAGE: wanted.cvStorage } : {}),
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  if (wanted.database) {
    if (!target.databaseUrl) {
      console.error(USAGE);
      return 2;
    }
    const code = await migrateDatabase(database, target.databaseUrl, paths.sqliteFile);
    if (code !== 0) return code;
  }
  if (wanted.cvStorage) {
    const storage = await openCvStorage(target.cvStorage);
    try {
      return await migrateCvStorage(database, source, paths.tmpDir, storage);
    } finally {
      storage.close();
    }
  }
  return 0;
}
