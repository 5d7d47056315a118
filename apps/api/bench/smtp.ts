// SMTP sending benchmark (not a test): `node bench/smtp.ts`. Sends BENCH_MAILS mails (default 500) one after
// another, as the outbox worker does, to a local SMTP server, with a connection per mail (the old transport) and
// over pooled connections (mail-sender.ts): mails per second for each; and pooled with 3 mails in flight (one per
// pooled connection), what the transport gives a sender that overlaps mails.
import os from 'node:os';
import { createSmtpSender } from '../src/mail/mail-sender.ts';
import { startSmtpSink } from '../src/test-support/smtp-sink.ts';

const MAILS = Number(process.env.BENCH_MAILS ?? 500);
const message = (n: number) => ({
  from: 'website@example.test',
  to: 'agency@example.test',
  subject: `New application APP-2026-${String(n).padStart(6, '0')}`,
  text: 'Nationality: United Kingdom\n'.repeat(40),
});

console.log(
  `node ${process.version}, ${os.cpus().length} CPU(s), load ${os.loadavg()[0]!.toFixed(1)}, ${MAILS} mails each`,
);
for (const [pooled, inFlight] of [
  [false, 1],
  [true, 1],
  [true, 3],
] as const) {
  const sink = await startSmtpSink();
  const sender = createSmtpSender(`smtp://127.0.0.1:${sink.port}`, pooled);
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < MAILS) {
        const n = next++;
        await sender.send(message(n), `bench-${n}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  sender.close();
  await sink.stop();
  if (sink.messages.length !== MAILS)
    throw new Error(`the server received ${sink.messages.length} of ${MAILS}`);
  const label = pooled ? `pooled, ${inFlight} in flight` : 'a connection per mail';
  console.log(`${label.padEnd(22)}: ${(MAILS / seconds).toFixed(0)} mails/s`);
}
