// Malformed multipart and clients that go away (issue 11): a 400 logged at info, never a 500 "your input is kept"
// with an error-level log line; nothing is left on disk.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { dataLayout } from '../database/data-layout.ts';
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

/** Writes a raw request and reads the answer; with `hangUp` the client closes the connection once what it wrote has
 *  left, without sending the rest of the body its Content-Length promised. */
function rawRequest(request: string, { hangUp = false } = {}): Promise<string> {
  const { port, host } = new URL(server.origin);
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(Number(port), host.split(':')[0], () => {
      socket.write(request, () => {
        if (hangUp) socket.destroy();
      });
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => {});
  });
}

interface LogLine {
  level: number;
  msg: string;
}
const logLines = (): LogLine[] =>
  server
    .logs()
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);

/** What the server logged from now on; each test checks its own lines, whatever ran before it. */
function logsFromNow() {
  const start = logLines().length;
  return () => logLines().slice(start);
}
const BROKEN = 'forms request body broken';

const head = (contentType: string, length: number) =>
  `POST /api/forms/cv HTTP/1.1\r\nHost: ${new URL(server.origin).host}\r\nOrigin: ${server.origin}\r\n` +
  `Content-Type: ${contentType}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
const bodyOf = (answer: string) =>
  JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { message: string };
const filePart =
  '--XX\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n' +
  'Content-Type: application/pdf\r\n\r\n%PDF-1.4 the first bytes of a CV';

test('a multipart body with no boundary gets 400, logged below error level', async () => {
  const logs = logsFromNow();
  const answer = await rawRequest(head('multipart/form-data', 5) + 'hello');
  expect(statusOf(answer)).toBe(400);
  expect(bodyOf(answer).message).toBe('What was sent did not arrive whole. Please send it again.');
  await expect.poll(() => logs().filter((line) => line.msg === BROKEN)).toHaveLength(1);
  expect(logs().filter((line) => line.level >= 50)).toEqual([]);
});

test('a truncated multipart body gets 400, and nothing is left on disk', async () => {
  const logs = logsFromNow();
  const answer = await rawRequest(head('multipart/form-data; boundary=XX', filePart.length) + filePart);
  expect(statusOf(answer)).toBe(400);
  // Its log line can come after the answer: wait for it here, or it lands in the next test's count.
  await expect.poll(() => logs().filter((line) => line.msg === BROKEN)).toHaveLength(1);
  expect(logs().filter((line) => line.level >= 50)).toEqual([]);
  await expect.poll(() => fs.readdirSync(dataLayout(dataDir).uploadsTmp), { timeout: 10_000 }).toEqual([]);
});

test('clients that hang up mid-upload are not server errors: logged at info, no file kept, the server serves on', async () => {
  const logs = logsFromNow();
  // Each promises a 1 MB CV, sends its first bytes and closes the connection.
  const answers = await Promise.all(
    Array.from({ length: 5 }, () =>
      rawRequest(head('multipart/form-data; boundary=XX', 1_000_000) + filePart, { hangUp: true }),
    ),
  );
  // Nobody was there to read an answer; whatever the server began to write, it was never a 5xx.
  for (const answer of answers) expect(answer).not.toMatch(/^HTTP\/1\.1 5/);
  // The server notices each hang-up (possibly after the client has gone): poll for all five.
  await expect.poll(() => logs().filter((line) => line.msg === BROKEN).length, { timeout: 10_000 }).toBe(5);
  expect(logs().filter((line) => line.level >= 50)).toEqual([]);
  await expect.poll(() => fs.readdirSync(dataLayout(dataDir).uploadsTmp), { timeout: 10_000 }).toEqual([]);
  // And it still answers the next client.
  expect(statusOf(await rawRequest(head('multipart/form-data', 5) + 'hello'))).toBe(400);
});
