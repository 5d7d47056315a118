// With the seed's example licence ("0000 (example)") still in the settings, a production start says so in its log:
// Hong Kong law wants the real licence number in every job advertisement (issue 42, item 16).
import { PassThrough } from 'node:stream';
import { expect, test } from 'vitest';
import { startTestServer } from '../test-support/test-server.ts';

async function startLog(env: Record<string, string>): Promise<string> {
  let logged = '';
  const log = new PassThrough();
  log.on('data', (chunk: Buffer) => (logged += chunk.toString()));
  const server = await startTestServer({ LOG_LEVEL: 'warn', ...env }, { logStream: log });
  await server.close();
  return logged;
}

test('a production start with the example licence warns, naming the setting', async () => {
  const logged = await startLog({ NODE_ENV: 'production' });
  expect(logged).toContain('example employment agency licence');
  expect(logged).toContain('0000 (example)');
});

test('outside production, nothing is said', async () => {
  expect(await startLog({ NODE_ENV: 'development' })).not.toContain('example employment agency licence');
});
