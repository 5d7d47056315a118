// Queues mail with SMTP down, brings a real SMTP server back and SIGKILLs the server while it sends: how many
// mails arrive more than once. Used by mail-crash.test.ts and the hardening benchmark.
import Database from 'better-sqlite3';
import { dataLayout } from '../database/data-layout.ts';
import { startChildServer, type ChildServer } from './child-server.ts';
import { parseMail } from './mime.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { enquiryFields, urlencoded } from './wire-bodies.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface CrashFigures {
  mails: number;
  crashes: number;
  duplicates: number;
  worstRepeat: number;
}

/** Queues `submissions` enquiries with SMTP down, then kills the server `crashes` times while it sends. */
export async function sendThroughCrashes(
  directory: string,
  submissions: number,
  crashes: number,
  track: (child: ChildServer) => void = () => {},
  trackSink: (sink: SmtpSink) => void = () => {},
): Promise<CrashFigures> {
  let smtp: SmtpSink = await startSmtpSink();
  const port = smtp.port;
  await smtp.stop(); // the port is known; the server finds nobody there until the sink comes back
  const env = {
    DATA_DIR: directory,
    FORM_MIN_FILL_MS: '0',
    RATE_LIMIT_MAX: '1000000',
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_TO: 'office@agency.example.com',
    MAIL_FROM: 'forms@agency.example.com',
    MAIL_RETRY_BASE_MS: '50',
    MAIL_RETRY_MAX_MS: '200',
    LOG_LEVEL: 'info',
  };
  let server = await startChildServer(env);
  track(server);
  for (let i = 0; i < submissions; i += 1) {
    const response = await fetch(`${server.origin}/api/forms/enquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.origin },
      body: urlencoded(enquiryFields()),
    });
    if (response.status !== 200) throw new Error(`enquiry answered ${response.status}`);
  }
  smtp = await startSmtpSink(port);
  trackSink(smtp);
  smtp.acceptDelayMs = 5;
  const sink = smtp;
  const total = submissions * 2;
  for (let crash = 0; crash < crashes; crash += 1) {
    const target = Math.round(((crash + 1) * total) / (crashes + 2));
    while (sink.messages.length < target) await wait(1);
    server.child.kill('SIGKILL');
    await server.exited;
    server = await startChildServer(env);
    track(server);
  }
  const db = new Database(dataLayout(directory).database, { readonly: true });
  try {
    const unsent = () =>
      (db.prepare("SELECT count(*) AS n FROM outbox WHERE status != 'sent'").get() as { n: number }).n;
    const deadline = Date.now() + 30_000;
    while (unsent() > 0 && Date.now() < deadline) await wait(50);
  } finally {
    db.close();
  }
  server.child.kill('SIGKILL');
  await server.exited;
  await sink.stop();
  const copies = new Map<string, number>();
  for (const message of sink.messages) {
    const key = `${message.to.join(',')} ${(await parseMail(message.raw)).subject}`;
    copies.set(key, (copies.get(key) ?? 0) + 1);
  }
  const counts = [...copies.values()];
  return {
    mails: copies.size,
    crashes,
    duplicates: counts.reduce((sum, n) => sum + n - 1, 0),
    worstRepeat: Math.max(...counts),
  };
}
