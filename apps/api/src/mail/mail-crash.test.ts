// SIGKILL during sending (issue 11): every mail is still delivered, and a crash repeats at most the one mail
// that was in flight. A mail is identified by its recipient and subject (the subject carries the reference).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import type { ChildServer } from '../test-support/child-server.ts';
import { sendThroughCrashes } from '../test-support/mail-crashes.ts';
import type { SmtpSink } from '../test-support/smtp-sink.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-mail-crash-'));
const children: ChildServer[] = [];
const sinks: SmtpSink[] = [];
afterAll(async () => {
  for (const { child } of children) child.kill('SIGKILL');
  await Promise.all(sinks.map((sink) => sink.stop().catch(() => {})));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('SIGKILL during sending: every mail arrives, at most one duplicate per crash', async () => {
  const figures = await sendThroughCrashes(
    dataDir,
    40,
    4,
    (child) => children.push(child),
    (sink) => sinks.push(sink),
  );
  console.log(`mail crash test: ${JSON.stringify(figures)}`);
  expect(figures.mails).toBe(80);
  expect(figures.duplicates).toBeLessThanOrEqual(figures.crashes);
  expect(figures.worstRepeat).toBeLessThanOrEqual(2);
}, 90_000);
