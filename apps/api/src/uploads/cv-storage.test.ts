// The one contract both CV stores keep, run against local disk and a real S3-compatible server (s3rver): what
// goes in comes out byte for byte, streamed; removal and listing; and a store that refuses us says why.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import { CvNotFoundError, CvStorageUnavailableError, openCvStorage, type CvStorage } from './cv-storage.ts';
import { startS3TestServer, type S3TestServer } from './test-support/s3-test-server.ts';

let s3: S3TestServer;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-storage-'));
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const backends: [string, () => Record<string, string>][] = [
  ['disk', () => ({})],
  ['s3', () => s3.env('contract')],
];

function tempFile(bytes: Buffer) {
  const tempPath = path.join(dataDir, 'uploads', '.tmp', `part-${randomBytes(4).toString('hex')}`);
  fs.mkdirSync(path.dirname(tempPath), { recursive: true });
  fs.writeFileSync(tempPath, bytes);
  return { tempPath, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

describe.each(backends)('%s CV storage', (_name, env) => {
  let storage: CvStorage;
  beforeAll(async () => {
    fs.mkdirSync(path.join(dataDir, 'uploads', '.tmp'), { recursive: true });
    storage = await openCvStorage(loadConfig({ DATA_DIR: dataDir, ...env() }).cvStorage);
  });
  afterAll(() => storage.close());

  test('a file put in comes out the same, streamed, and the temp file is gone', async () => {
    await storage.check();
    const bytes = randomBytes(4 * 1024 * 1024);
    const file = tempFile(bytes);
    await storage.put('f-one', file);
    expect(fs.existsSync(file.tempPath)).toBe(false);
    const stream = await storage.open('f-one');
    expect(typeof stream.pipe).toBe('function');
    expect((await buffer(stream)).equals(bytes)).toBe(true);
  });

  test('listing names every stored file with its time; removal is final and idempotent', async () => {
    const started = Date.now() - 2000;
    await storage.put('f-two', tempFile(Buffer.from('%PDF-1.4 two')));
    const listed = [];
    for await (const stored of storage.list()) listed.push(stored);
    expect(listed.map((s) => s.id).sort()).toEqual(['f-one', 'f-two']);
    for (const stored of listed) expect(stored.modifiedMs).toBeGreaterThan(started);
    await storage.remove('f-two');
    await storage.remove('f-two');
    await expect(storage.open('f-two')).rejects.toBeInstanceOf(CvNotFoundError);
  });
});

test('S3 objects are kept under the prefix, and only ours are listed', async () => {
  expect(s3.keys('contract')).toEqual(['f-one']);
  const storage = await openCvStorage(loadConfig({ DATA_DIR: dataDir, ...s3.env('contract/') }).cvStorage);
  expect(storage.description).toBe(`s3://${s3.bucket}/contract`);
  storage.close();
});

test('S3 with a wrong access key: check and put fail with the store’s reason, and nothing is stored', async () => {
  const storage = await openCvStorage(
    loadConfig({ DATA_DIR: dataDir, ...s3.env('refused'), AWS_ACCESS_KEY_ID: 'WRONG' }).cvStorage,
  );
  const check = storage.check();
  await expect(check).rejects.toBeInstanceOf(CvStorageUnavailableError);
  await expect(check).rejects.toThrow(/InvalidAccessKeyId \(HTTP 403\)/);
  const file = tempFile(Buffer.from('%PDF-1.4 refused'));
  await expect(storage.put('f-refused', file)).rejects.toThrow(/InvalidAccessKeyId/);
  expect(fs.existsSync(file.tempPath), 'the temp file is left to the caller').toBe(true);
  expect(s3.keys('refused')).toEqual([]);
  storage.close();
});

test('S3 unreachable: the reason names the connection failure', async () => {
  const storage = await openCvStorage(
    loadConfig({ DATA_DIR: dataDir, ...s3.env('x'), S3_ENDPOINT: 'http://127.0.0.1:9' }).cvStorage,
  );
  await expect(storage.check()).rejects.toThrow(
    /S3 \(http:\/\/127\.0\.0\.1:9\) bucket agency-cvs: .*ECONNREFUSED/,
  );
  storage.close();
});

test('disk: a folder that cannot be written is reported', async () => {
  const storage = await openCvStorage({ kind: 'disk', dir: path.join(dataDir, 'missing') });
  await expect(storage.check()).rejects.toThrow(/cannot be written: ENOENT/);
});
