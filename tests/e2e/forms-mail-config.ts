// Where the forms journeys' test SMTP server listens and writes what it receives. Shared by playwright.config.ts
// (the API server's mail settings), the global setup that starts the server and the specs that read the mail.
import os from 'node:os';
import path from 'node:path';

const e2ePort = Number(process.env.E2E_PORT || 4173);

export const smtpPort = Number(process.env.E2E_SMTP_PORT || e2ePort + 1000);
export const mailDir = process.env.E2E_MAIL_DIR || path.join(os.tmpdir(), `agency-e2e-mail-${e2ePort}`);
export const agencyInbox = 'agency-inbox@example.test';

/** The API server's environment for the journeys: mail to the test SMTP server, a quick minimum fill time. */
export const formsServerEnv = {
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_TO: agencyInbox,
  MAIL_FROM: 'website@example.test',
  RATE_LIMIT_MAX: '1000',
  // The whole suite browses from one address.
  GET_RATE_LIMIT_MAX: '1000000',
  FORM_MIN_FILL_MS: '500',
};
