import { buildApp } from './app.ts';
import { DatasetFileError } from '@agency/content/embedded';
import { ConfigError, loadConfig } from './config.ts';

async function main() {
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
    // A dataset file that is missing or does not parse: say which file and line, not a stack trace.
    if (error instanceof DatasetFileError || (error as NodeJS.ErrnoException).code === 'ENOENT') {
      console.error(`Cannot start: the content dataset could not be read. ${(error as Error).message}`);
      process.exit(1);
    }
    throw error;
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ host: config.host, port: config.port });
}

await main();
