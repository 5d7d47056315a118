// Job alerts end to end (issue 29), in both languages, against the real SMTP test sink: subscribe on /Vacancies,
// the confirmation mail's link (opening it confirms nothing), Confirm, a matching vacancy published (dataset +
// signed webhook), the digest run by the operator command, the mail with the vacancy and both unsubscribe headers,
// one-click unsubscribe (RFC 8058), and the next run sends nothing. axe on the form, confirmation and manage pages
// (site-personal-pages.spec.ts checks those pages' header, footer and language switch).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { DatasetDocument } from '@agency/seed';
import { expect, test } from '../support/fixtures.ts';
import { axeViolations, wcagTags } from '../support/axe.ts';
import {
  dayFromToday,
  portNear,
  seedDataset,
  sendWebhook,
  startSiteServer,
  writeDataset,
  type SiteServer,
} from '../support/content-server.ts';
import { formsServerEnv } from './forms-mail-config.ts';
import { mailsTo, waitForMailsTo } from './forms-mail.ts';
import { waitForHydration } from './pages-support.ts';
import { inChinese } from './site-support.ts';

const adminEntry = path.resolve(import.meta.dirname, '../../apps/api/src/cli/admin.ts');

let server: SiteServer;
let documents: DatasetDocument[] = seedDataset();

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  // Its own port: content-two-servers.spec.ts uses portNear(2) and portNear(3) and may run at the same time.
  server = await startSiteServer(portNear(9), { dataset: documents, env: formsServerEnv });
});
test.afterAll(async () => server?.stop());

/** `pnpm admin alerts run --frequency daily` against the server's data folder, as an operator runs it. */
function runDigest(): string {
  const result = spawnSync(process.execPath, [adminEntry, 'alerts', 'run', '--frequency', 'daily'], {
    env: {
      ...process.env,
      DATA_DIR: path.join(path.dirname(server.datasetFile), 'data'),
      CONTENT_DATASET_FILE: server.datasetFile,
      LOG_LEVEL: 'warn',
    },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

const words = {
  en: {
    email: 'Email',
    macau: 'Macau',
    create: 'Create alert',
    sent: 'Check your inbox',
    confirm: 'Confirm',
    on: 'Your job alert is on',
    manage: 'Your job alert',
    vacancyTitle: 'Primary English Teacher, Cotai (alerts e2e)',
  },
  'zh-Hant': {
    email: '電郵',
    macau: '澳門',
    create: '建立通知',
    sent: '請查看您的電郵',
    confirm: '確認',
    on: '您的職位通知已啟用',
    manage: '您的職位通知',
    vacancyTitle: '小學英語教師（路氹，通知測試）',
  },
} as const;

for (const lang of ['en', 'zh-Hant'] as const) {
  test(`a teacher subscribes, confirms, hears of a new matching vacancy and unsubscribes in one click (${lang})`, async ({
    page,
    request,
  }) => {
    // Eight steps across a browser, two mails, two operator commands and a publish.
    test.setTimeout(120_000);
    const w = words[lang];
    const address = `alerts-${lang.toLowerCase()}-${Date.now()}@example.test`;
    const at = (p: string) => `${server.origin}${lang === 'en' ? p : inChinese(p)}`;

    // 1. Subscribe on /Vacancies: Macau, any sector, any type, daily.
    await page.goto(at('/Vacancies'));
    const form = page.locator('[data-form="alert"]');
    await form.scrollIntoViewIfNeeded();
    const email = form.getByLabel(w.email, { exact: true });
    await waitForHydration(email);
    expect(await axeViolations(page, { include: '[data-form="alert"]', tags: wcagTags })).toEqual([]);
    await email.fill(address);
    await form.getByRole('checkbox', { name: w.macau }).check();
    await form.getByRole('radio', { name: lang === 'en' ? 'Daily' : '每日' }).check();
    await form.getByRole('button', { name: w.create }).click();
    await expect(page.getByRole('dialog', { name: w.sent })).toBeVisible();

    // 2. The confirmation mail: the only mail so far; its link opens a page and confirms nothing by itself.
    const [confirmation] = await waitForMailsTo(address, 1);
    const link = /https?:\/\/\S+\/JobAlerts\/Confirm\?t=[\w-]+/.exec(confirmation!.text)?.[0];
    expect(link, confirmation!.text).toBeTruthy();
    const confirmUrl = new URL(link!);
    await page.goto(`${server.origin}${confirmUrl.pathname}${confirmUrl.search}`);
    await expect(page.getByRole('button', { name: w.confirm, exact: true })).toBeVisible();
    await page.reload();
    // Still asking: the first opening used nothing up.
    await expect(page.getByRole('button', { name: w.confirm, exact: true })).toBeVisible();
    expect(await axeViolations(page, { tags: wcagTags })).toEqual([]);
    await page.getByRole('button', { name: w.confirm, exact: true }).click();
    // Confirmed: the manage page, saying the alert is on.
    await expect(page.getByRole('heading', { level: 1, name: w.manage })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: w.on })).toBeVisible();
    expect(await axeViolations(page, { tags: wcagTags })).toEqual([]);

    // 3. A new vacancy in Macau is published (dataset + signed webhook); the operator runs the digest.
    const template = documents.find((doc) => doc._type === 'vacancy')!;
    const id = `vacancy-alerts-e2e-${lang}`;
    documents = [
      ...documents,
      {
        ...template,
        _id: id,
        _createdAt: new Date().toISOString(),
        title: { _type: 'localeString', en: words.en.vacancyTitle, zhHant: words['zh-Hant'].vacancyTitle },
        slug: { _type: 'slug', current: `alerts-e2e-${lang.toLowerCase()}` },
        region: 'macau',
        sector: 'primary',
        salary: { _type: 'salaryRange', currency: 'MOP', min: 23000, max: 26000 },
        startDate: dayFromToday(60),
        closingDate: null,
        filled: false,
      },
    ];
    writeDataset(server.datasetFile, documents);
    expect(await sendWebhook(request, server.origin, { _id: id, _type: 'vacancy' })).toBe(200);
    expect(runDigest()).toMatch(/\b1 digest\(s\) queued/);

    // 4. The digest: the vacancy, in the alert's language, with both unsubscribe headers.
    const mails = await waitForMailsTo(address, 2);
    const digest = mails[1]!;
    expect(digest.text).toContain(w.vacancyTitle);
    expect(digest.html).toContain(w.vacancyTitle);
    expect(digest.text).toMatch(/MOP/);
    const listUnsubscribe = digest.headers.get('list-unsubscribe') ?? '';
    expect(listUnsubscribe).toMatch(/^<https?:\/\/[^>]+\/JobAlerts\/Unsubscribe\?t=[^>]+>$/);
    expect(digest.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // 5. One-click unsubscribe, as a mailbox provider does it (RFC 8058); a tampered address changes nothing.
    const unsubscribe = new URL(listUnsubscribe.slice(1, -1));
    const tampered = `${server.origin}${unsubscribe.pathname}?t=${unsubscribe.searchParams.get('t')!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`;
    expect((await request.post(tampered, { form: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(404);
    const oneClick = await request.post(`${server.origin}${unsubscribe.pathname}${unsubscribe.search}`, {
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(oneClick.status()).toBe(200);

    // 6. The next run sends nothing (another vacancy published, and the alert is gone).
    const second = `${id}-2`;
    documents = [
      ...documents,
      {
        ...documents[documents.length - 1]!,
        _id: second,
        slug: { _type: 'slug', current: `alerts-e2e-2-${lang.toLowerCase()}` },
      },
    ];
    writeDataset(server.datasetFile, documents);
    expect(await sendWebhook(request, server.origin, { _id: second, _type: 'vacancy' })).toBe(200);
    // No digest queued for anyone: the alert is gone (the operator command says what it queued).
    expect(runDigest()).toMatch(/\b0 digest\(s\) queued/);
    expect(await mailsTo(address)).toHaveLength(2);
  });
}
