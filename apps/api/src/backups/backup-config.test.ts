import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import type { ConfigError } from '../config.ts';
import { loadConfig } from '../config.ts';
import { newBackupKey } from './backup-key.ts';
import { contentFiles } from './content-files.ts';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig({ DATA_DIR: os.tmpdir(), ...env });
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

test('a destination needs an age key, a time is HH:MM, and an s3:// destination uses the S3_* settings', async () => {
  expect(problems({ BACKUP_DESTINATION: '/srv/backups' })).toEqual([
    expect.stringMatching(/^BACKUP_KEY must be set with BACKUP_DESTINATION/),
  ]);
  expect(problems({ BACKUP_KEY: 'hunter2' })).toEqual([
    expect.stringMatching(/^BACKUP_KEY must be an age key/),
  ]);
  expect(problems({ BACKUP_TIME: '3am' })).toEqual([
    expect.stringMatching(/^BACKUP_TIME must be a time of day/),
  ]);
  const { identity, recipient } = await newBackupKey();
  expect(problems({ BACKUP_DESTINATION: 's3://agency-backups/nightly', BACKUP_KEY: recipient })).toEqual([
    expect.stringMatching(/^S3_REGION must be set when BACKUP_DESTINATION is s3:/),
  ]);
  const config = loadConfig({
    DATA_DIR: os.tmpdir(),
    BACKUP_DESTINATION: 's3://agency-backups/nightly',
    BACKUP_KEY: identity!,
    BACKUP_TIME: '02:30',
    S3_REGION: 'ap-east-1',
  });
  expect(config.backups).toMatchObject({
    destination: { kind: 's3', bucket: 'agency-backups', prefix: 'nightly', region: 'ap-east-1' },
    atMinute: 150,
    keepDaily: 14,
    keepWeekly: 8,
  });
});

test("with a Sanity project the backup's content is the dataset's export", async () => {
  const exported = '{"_id":"vacancy-1","_type":"vacancy"}\n{"_id":"settings","_type":"siteSettings"}\n';
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    asked.push(`${request.url} ${request.headers.authorization}`);
    response.end(exported);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-content-'));
  try {
    const { port } = server.address() as { port: number };
    const { content } = loadConfig({
      SANITY_PROJECT_ID: 'abc123',
      SANITY_DATASET: 'production',
      SANITY_API_READ_TOKEN: 'viewer-token',
      SANITY_API_HOST: `http://127.0.0.1:${port}`,
    });
    const found = await contentFiles(content, scratch);
    expect(found.kind).toBe('sanity');
    expect(found.files).toMatchObject([{ name: 'sanity-export.ndjson', size: exported.length }]);
    expect(asked).toEqual(['/v2025-02-19/data/export/production Bearer viewer-token']);
  } finally {
    server.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
});
