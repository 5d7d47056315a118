// Reads what the test SMTP server wrote (one .eml per message) through the tests' one mail reader,
// apps/api/src/forms/test-support/mime.ts.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseMail, type ParsedMail } from '../../apps/api/src/forms/test-support/mime.ts';
import { expect } from '../support/fixtures.ts';
import { mailDir } from './forms-mail-config.ts';

export interface ReceivedMail extends Pick<ParsedMail, 'subject' | 'text' | 'html' | 'attachments'> {
  file: string;
  /** The `To` addresses, comma-separated. */
  to: string;
  reference: string;
  /** The Reply-To address(es). */
  replyTo: string;
}

export async function readMails(): Promise<ReceivedMail[]> {
  const files = (await readdir(mailDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const mail = await parseMail(await readFile(path.join(mailDir, file)));
      return {
        file,
        subject: mail.subject,
        to: mail.to.join(', '),
        reference: mail.headers.get('x-submission-reference') ?? '',
        text: mail.text,
        html: mail.html,
        replyTo: mail.headers.get('reply-to') ?? '',
        attachments: mail.attachments,
      };
    }),
  );
}

/** The outbox worker sends shortly after the answer: polls until `count` mails for `reference` have arrived. */
export async function waitForMails(reference: string, count: number): Promise<ReceivedMail[]> {
  let mails: ReceivedMail[] = [];
  await expect
    .poll(async () => (mails = (await readMails()).filter((m) => m.reference === reference)).length, {
      message: `${count} mails for ${reference}`,
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(count);
  return mails;
}
