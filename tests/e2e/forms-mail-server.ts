// Playwright global setup: a local SMTP server (smtp-server) that accepts everything and writes each message,
// raw, to `mailDir` as <time>-<n>.eml: written under another name and renamed once complete, so a reader never sees
// half a message (forms-mail.ts parses each file once). Returns the teardown that closes it.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { mailDir, smtpPort } from './forms-mail-config.ts';

export default async function startTestMailServer() {
  await rm(mailDir, { recursive: true, force: true });
  await mkdir(mailDir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: 20 * 1024 * 1024,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const file = path.join(mailDir, `${Date.now()}-${String(count).padStart(4, '0')}.eml`);
        writeFile(`${file}.part`, Buffer.concat(chunks))
          .then(() => rename(`${file}.part`, file))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(smtpPort, '127.0.0.1', () => resolve());
  });
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
