/** Starts the API server: config, app, signals, listen (run through server.js, which enables the compile cache). */
import { buildApp } from './app.ts';
import { DatasetFileError } from '@agency/content/embedded';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseStartError } from './database/database.ts';

export async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let app;
  try {
    app = await buildApp(config);
  } catch (error) {
    // The database named by DATABASE_URL cannot be reached or migrated: say so, and which setting to check.
    if (error instanceof DatabaseStartError) {
      console.error(error.message);
      process.exit(1);
    }
    // A dataset file that is missing or does not parse: say which file and line, not a stack trace.
    if (error instanceof DatasetFileError || (error as NodeJS.ErrnoException).code === 'ENOENT') {
      console.error(`Cannot start: the content dataset could not be read. ${(error as Error).message}`);
      process.exit(1);
    }
    throw error;
  }
  // SIGTERM (a deploy, a scale-down): stop accepting connections, let the requests in flight finish (their
  // commits included), stop the mail worker and jobs, close the database, then exit. A second signal exits at once.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down: finishing requests in flight');
      process.once(signal, () => process.exit(1));
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ host: config.host, port: config.port });
}
