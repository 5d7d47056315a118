// Malformed multipart and clients that go away (issue 11): a 400 logged at info, never a 500 "your input is kept"
// with an error-level log line; nothing is left on disk.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { dataLayout } from '../../database/data-layout.ts';
import { startChildServer, type ChildServer } from '../test-support/child-server.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-multipart-'));
let server: ChildServer;
beforeAll(async () => {
  server = await startChildServer({ DATA_DIR: dataDir });
});
afterAll(() => {
  server.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Writes a raw request; with `abortAfterMs` the client hangs up before sending the rest. */
function rawRequest(request: string, abortAfterMs?: number): Promise<string> {
  const { port, host } = new URL(server.origin);
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(Number(port), host.split(':')[0], () => {
      socket.write(request);
      if (abortAfterMs !== undefined) setTimeout(() => socket.destroy(), abortAfterMs);
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => {});
  });
}

const head = (contentType: string, length: number) =>
  `POST /api/forms/cv HTTP/1.1\r\nHost: ${new URL(server.origin).host}\r\nOrigin: ${server.origin}\r\n` +
  `Content-Type: ${contentType}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
const bodyOf = (answer: string) =>
  JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { message: string };
const filePart =
  '--XX\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n' +
  'Content-Type: application/pdf\r\n\r\n%PDF-1.4 the first bytes of a CV';

test('a multipart body with no boundary gets 400', async () => {
  const answer = await rawRequest(head('multipart/form-data', 5) + 'hello');
  expect(statusOf(answer)).toBe(400);
  expect(bodyOf(answer).message).toBe('What was sent did not arrive whole. Please send it again.');
});

test('a truncated multipart body gets 400', async () => {
  const answer = await rawRequest(head('multipart/form-data; boundary=XX', filePart.length) + filePart);
  expect(statusOf(answer)).toBe(400);
});

test('clients that hang up mid-upload are not server errors', async () => {
  for (let i = 0; i < 5; i += 1)
    await rawRequest(head('multipart/form-data; boundary=XX', 1_000_000) + filePart, 100);
});

test('none of it was logged at error level, and nothing is left on disk', async () => {
  const lines = () =>
    server
      .logs()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; msg: string });
  // The server logs a hang-up when it notices it, which can be after the client has gone: wait for all seven
  // (a fixed pause was too short on a loaded machine).
  await expect
    .poll(() => lines().filter((line) => line.msg === 'forms request body broken').length, {
      timeout: 10_000,
    })
    .toBeGreaterThanOrEqual(7);
  expect(lines().filter((line) => line.level >= 50)).toEqual([]);
  await expect.poll(() => fs.readdirSync(dataLayout(dataDir).uploadsTmp), { timeout: 10_000 }).toEqual([]);
});
