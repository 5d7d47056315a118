// The .eml sender (no SMTP_URL): each mail streamed into its file, durably, and nothing half-written left behind.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, expect, test } from 'vitest';
import { parseMail } from '../test-support/mime.ts';
import { createEmlSender } from './mail-sender.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const mailDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eml-sender-'));
  dirs.push(dir);
  return dir;
};

const html = `<p>職位 · Vacancies</p>${'<p>Primary ESL teacher, Kowloon Tong</p>\n'.repeat(400)}`;

test('a mail is written as its .eml file: HTML as base64, the text readable quoted-printable', async () => {
  const dir = mailDir();
  const sender = createEmlSender(dir);
  await sender.send(
    { from: 'no-reply@agency.example', to: 'mei@example.com', subject: '新職位', text: 'Hello · 你好', html },
    'alert-1-alert-digest-7',
  );
  sender.close();
  expect(fs.readdirSync(dir)).toEqual(['alert-1-alert-digest-7.eml']);
  const raw = fs.readFileSync(path.join(dir, 'alert-1-alert-digest-7.eml'));
  const parts = raw.toString('latin1').split(/\n--/);
  const htmlPart = parts.find((part) => part.includes('Content-Type: text/html'))!;
  const textPart = parts.find((part) => part.includes('Content-Type: text/plain'))!;
  expect(htmlPart).toContain('Content-Transfer-Encoding: base64');
  expect(textPart).toContain('Content-Transfer-Encoding: quoted-printable');
  const mail = await parseMail(raw);
  expect(mail.subject).toBe('新職位');
  expect(mail.html).toBe(html);
  expect(mail.text).toBe('Hello · 你好');
});

test('a mail whose content fails while it is written leaves no file, and the send rejects', async () => {
  const dir = mailDir();
  const sender = createEmlSender(dir);
  const failing = new Readable({
    read() {
      this.destroy(new Error('the stored CV could not be read'));
    },
  });
  await expect(
    sender.send(
      {
        from: 'no-reply@agency.example',
        to: 'office@agency.example',
        subject: 'New application',
        text: 'See the CV.',
        attachments: [{ filename: 'cv.pdf', content: failing }],
      },
      'APP-2026-000001-agency-3',
    ),
  ).rejects.toThrow('the stored CV could not be read');
  sender.close();
  expect(fs.readdirSync(dir)).toEqual([]);
});
