// A real SMTP server in the test process: collects every message, or refuses with a chosen reply code.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { BuildOptions } from '../app.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  port: number;
  messages: ReceivedMail[];
  /** When set, RCPT TO is answered with this code (e.g. 550 permanent, 451 temporary). */
  rejectWith: number | null;
  /** Holds each accepted message this long before answering 250 (a crash can then fall in between). */
  acceptDelayMs: number;
  stop(): Promise<void>;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const sink: SmtpSink = { port: 0, messages, rejectWith: null, acceptDelayMs: 0, stop: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // The server's pooled SMTP transport keeps idle connections open: stop() ends them instead of waiting 30 s.
    closeTimeout: 100,
    onRcptTo(_address, _session, callback) {
      if (sink.rejectWith === null) return callback();
      const error = new Error(`refused for the test (${sink.rejectWith})`) as Error & {
        responseCode: number;
      };
      error.responseCode = sink.rejectWith;
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('latin1'),
        });
        if (sink.acceptDelayMs > 0) setTimeout(callback, sink.acceptDelayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  sink.port = (server.server.address() as AddressInfo).port;
  sink.stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}

/** A test server that mails through a fresh SMTP sink (agency inbox office@agency.example.com); closes both. */
export async function startMailingTestServer(
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<{
  server: TestServer;
  smtp: SmtpSink;
  close: () => Promise<void>;
}> {
  const smtp = await startSmtpSink();
  const server = await startTestServer(
    {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_TO: 'office@agency.example.com',
      MAIL_FROM: 'forms@agency.example.com',
      ...env,
    },
    options,
  );
  return {
    server,
    smtp,
    close: async () => {
      await server.close();
      await smtp.stop();
    },
  };
}
