// Sends composed mail over SMTP, or — with no SMTP_URL — writes each message as an .eml file in
// DATA_DIR/outbox-mail (named by reference and purpose) so nothing needs a mail server to run locally.
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import { writeFileDurably } from '../database/durable-files.ts';

/**
 * nodemailer's CommonJS build, not its ES module one: the ES build imports `node:http`, and Node's ES module facade
 * of a built-in reads all its exports, among them `http.WebSocket`, a lazy getter that loads Node's own bundled
 * undici (~750 KB of source, ~2 MB of heap) that nothing here uses. Required, `http` is not enumerated (decision 059).
 */
const nodemailer = createRequire(import.meta.url)('nodemailer') as typeof Nodemailer;

export interface MailSender {
  /** Resolves once the message is accepted by the SMTP server or written to disk. */
  send(message: SendMailOptions, fileStem: string): Promise<void>;
  close(): void;
}

/**
 * HTML bodies go out base64-encoded: Node encodes base64 natively, where quoted-printable is nodemailer's JavaScript
 * (for a 20 KB digest about 2.5 times the CPU and 35 % more garbage per mail; issue 29's run sends thousands in a
 * row). The part is UTF-8, so filters take it as ordinary. The plain-text part stays readable quoted-printable.
 *
 * Both bodies are handed over as bytes. Given strings, nodemailer flattens and scans them and holds them for the
 * whole build, which spans many event-loop turns: while pages were served, nearly every digest's HTML and text
 * (~45 KB) outlived two young-generation collections and went to old space, garbage there until a full
 * collection (decision 047). Bytes live outside the JavaScript heap and are freed with their mail.
 */
export function forSending(message: SendMailOptions): SendMailOptions {
  const { html, text } = message;
  return {
    ...message,
    ...(typeof html === 'string' && {
      html: { content: Buffer.from(html), contentTransferEncoding: 'base64' },
    }),
    ...(typeof text === 'string' && {
      text: { content: Buffer.from(text), contentTransferEncoding: 'quoted-printable' },
    }),
  };
}

/** Pooled SMTP connections: kept open and reused, not one connection (TCP, greeting, EHLO, TLS) per mail. */
export const SMTP_POOL = { pool: true, maxConnections: 3, maxMessages: 500 } as const;

export function createSmtpSender(smtpUrl: string, pooled = true): MailSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A backlog after an outage drained at about 9.5 mails/s with a connection per mail (issue 27).
    ...(pooled ? SMTP_POOL : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // Attachments are our own stored files; nothing is ever fetched from a URL.
    disableUrlAccess: true,
  });
  return {
    // Not async, here and below: an async function keeps its arguments until it returns, and the message (a
    // digest's HTML and text) would be held until the server answered or the file was fsynced (decision 047).
    send: (message) => transport.sendMail(forSending(message)).then(() => undefined),
    close: () => transport.close(),
  };
}

export function createEmlSender(mailDir: string): MailSender {
  // Written with CRLF line ends, as nodemailer builds a message and SMTP carries it: turning them into LF took
  // a Buffer slice per line (~60 KB of garbage for a 30 KB digest).
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    send: (message, fileStem) =>
      transport
        .sendMail(forSending(message))
        .then((info) => writeFileDurably(path.join(mailDir, `${fileStem}.eml`), info.message as Buffer)),
    close: () => transport.close(),
  };
}
