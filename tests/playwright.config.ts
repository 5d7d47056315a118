import { defineConfig, devices } from '@playwright/test';
import { formsServerEnv } from './e2e/forms-mail-config.ts';
import { e2eDataDir } from './e2e/staff-account.ts';

const port = Number(process.env.E2E_PORT || 4173);
const baseURL = `http://127.0.0.1:${port}`;
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// Specs about the server, publishing, mail and the harness rather than the layout run once, at desktop width;
// staff-phone.spec.ts is the staff area at phone width. Declared here only: a spec lists no project of its own.
// A single test whose outcome cannot depend on the width (a server-rendered result, a mail's language, a retried
// request) carries the tag @width-independent and runs at desktop width only (decision 044).
const desktopOnly = [
  'application-status.spec.ts',
  'content-preview.spec.ts',
  'content-preview-remote.spec.ts',
  'content-publish.spec.ts',
  'content-two-servers.spec.ts',
  'forms-drafts.spec.ts',
  'harness.spec.ts',
  'insights.spec.ts',
  'job-alerts.spec.ts',
  'pages-first-paint.spec.ts',
  'site-origin.spec.ts',
  'site-server.spec.ts',
  // Staff journeys of issue 44 whose pages were looked at on a phone by hand; staff-phone.spec.ts and
  // staff-present.spec.ts (a school reads its page on a phone) keep the staff area's phone width in the suite.
  'staff-candidate-mail.spec.ts',
  'staff-cv-preview.spec.ts',
  'staff-matching.spec.ts',
  'two-nodes.spec.ts',
];
const phoneOnly = ['staff-phone.spec.ts'];
const specs = (names: string[]) => names.map((name) => `**/${name}`);

export default defineConfig({
  testDir: './e2e',
  // A test SMTP server for the forms journeys (the API's outbox mails the agency and the applicant).
  globalSetup: './e2e/forms-mail-server.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry in CI on a shared 2-CPU machine; a test that needed it is reported as flaky in the output.
  retries: process.env.CI ? 1 : 0,
  // Three workers on two cores: a journey spends much of its time waiting (loads, network idle, the outbox, a
  // server starting), and a third browser fills those gaps (decision 044). `--workers=2` on a loaded machine.
  workers: 3,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Recording a trace costs about a tenth of the browser's work in every test. CI keeps the trace of a failed
    // test's retry; a local run (no retries) keeps a failed test's trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium-headless-shell',
      args: chromiumFlags,
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: specs(phoneOnly),
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      testIgnore: specs(desktopOnly),
      grepInvert: /@width-independent/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  // The production build served by the real API server: the same server the site runs on. A server this config
  // starts gets an empty DATA_DIR: a database left by an earlier run (another checkout, older migrations) is not ours.
  webServer: {
    command: [
      `node -e "require('node:fs').rmSync(process.env.DATA_DIR, { recursive: true, force: true })"`,
      'pnpm --filter @agency/web --filter @agency/staff run build',
      'pnpm --filter @agency/api run start',
    ].join(' && '),
    cwd: '..',
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: e2eDataDir,
      ...formsServerEnv,
    },
  },
});
