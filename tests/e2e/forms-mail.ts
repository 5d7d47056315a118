// The journeys' one way to read what the test SMTP server received (one .eml per message, forms-mail-server.ts),
// through the tests' one MIME reader, apps/api/src/test-support/mime.ts.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseMail, type ParsedMail } from '../../apps/api/src/test-support/mime.ts';
import { expect, soonIntervals } from '../support/fixtures.ts';
import { mailDir } from './forms-mail-config.ts';

export interface ReceivedMail extends ParsedMail {
  file: string;
  /** The submission reference header, or ''. */
  reference: string;
  /** The Reply-To address(es). */
  replyTo: string;
}

/**
 * Each file parsed once per worker: the server writes a message under a temporary name and renames it to .eml once
 * complete, so a .eml never changes. (Parsing every message again on every poll cost up to a second a poll late in
 * a run: 120 messages, several with CVs.)
 */
const parsed = new Map<string, Promise<ReceivedMail>>();

async function parseFile(file: string): Promise<ReceivedMail> {
  const mail = await parseMail(await readFile(path.join(mailDir, file)));
  return {
    ...mail,
    file,
    reference: mail.headers.get('x-submission-reference') ?? '',
    replyTo: mail.headers.get('reply-to') ?? '',
  };
}

/** Every message received so far, oldest first. */
export async function readMails(): Promise<ReceivedMail[]> {
  const files = (await readdir(mailDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map((file) => {
      let mail = parsed.get(file);
      if (!mail) {
        mail = parseFile(file);
        parsed.set(file, mail);
      }
      return mail;
    }),
  );
}

/** Every message to `address`, oldest first. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  return (await readMails()).filter((mail) => mail.to.includes(address));
}

/** The outbox worker sends shortly after the answer: polls until `count` mails for `reference` have arrived. */
export async function waitForMails(reference: string, count: number): Promise<ReceivedMail[]> {
  let mails: ReceivedMail[] = [];
  await expect
    .poll(async () => (mails = (await readMails()).filter((m) => m.reference === reference)).length, {
      message: `${count} mails for ${reference}`,
      timeout: 15_000,
      intervals: soonIntervals,
    })
    .toBeGreaterThanOrEqual(count);
  return mails;
}

/** Polls until exactly `count` mails to `address` have arrived; returns them. */
export async function waitForMailsTo(
  address: string,
  count: number,
  timeout = 15_000,
): Promise<ReceivedMail[]> {
  let mails: ReceivedMail[] = [];
  await expect
    .poll(async () => (mails = await mailsTo(address)).length, {
      message: `${count} mails to ${address}`,
      timeout,
      intervals: soonIntervals,
    })
    .toBe(count);
  return mails;
}
