// The `forms:admin migrate-to` command line: the target comes from the options, validated by config.ts as the
// server's own settings are (S3_ENDPOINT, S3_REGION and the AWS_* credentials name the target store).
import { ConfigError, loadConfig } from '../config.ts';
import type { Database } from '../database/database.ts';
import { openCvStorage, type CvStorage } from './cv-storage.ts';
import { migrateCvs } from './migrate-cvs.ts';

const USAGE = 'usage: forms-admin migrate-to --cv-storage s3://bucket/prefix';

export async function runMigrateTo(
  database: Database,
  source: CvStorage,
  tmpDir: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const [option, value] = args;
  if (option !== '--cv-storage' || !value || args.length !== 2) {
    console.error(USAGE);
    return 2;
  }
  let targetConfig;
  try {
    targetConfig = loadConfig({ ...env, CV_STORAGE: value }).cvStorage;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const target = await openCvStorage(targetConfig);
  try {
    if (target.description === source.description) {
      console.error(`the CVs are already in ${source.description}`);
      return 1;
    }
    console.log(`copying CVs from ${source.description} to ${target.description}`);
    const report = await migrateCvs(database, source, target, tmpDir, (line) => console.log(line));
    console.log(
      `CV files: ${report.rows} row(s); ${report.copied} copied, ${report.alreadyThere} already in the target; ` +
        `${report.rows - report.missingInSource.length - report.corrupt.length - report.notInTarget.length} verified in the target`,
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
  } finally {
    target.close();
  }
}
