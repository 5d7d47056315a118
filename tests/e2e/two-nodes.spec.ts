// Two API nodes behave as one (issue 25, decisions 022 and 034): two server processes on different ports share a
// throwaway Postgres cluster and an S3-compatible store (s3rver), as two nodes behind a load balancer would.
// Cookies are per host, not per port, so the request context's staff session goes to both, as through a proxy.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import {
  startPostgresCluster,
  type PostgresCluster,
} from '../../apps/api/src/database/test-support/postgres-cluster.ts';
import {
  startS3TestServer,
  type S3TestServer,
} from '../../apps/api/src/uploads/test-support/s3-test-server.ts';
import { pdfBytes } from '../../apps/api/src/test-support/sample-files.ts';
import { applicationFields, enquiryFields } from '../../apps/api/src/test-support/wire-bodies.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  portNear,
  seedDataset,
  sendWebhook,
  startSiteServer,
  writeDataset,
  type SiteServer,
} from '../support/content-server.ts';
import { formsServerEnv } from './forms-mail-config.ts';
import { readMails } from './forms-mail.ts';

const documents = seedDataset();
const vacancy = documents.find((doc) => doc._type === 'vacancy')!;
const slug = (vacancy.slug as { current: string }).current;
const staff = { email: 'two.nodes@agency.test', password: 'a long two-node staff password' };
const cli = path.resolve(import.meta.dirname, '../../apps/api/src/cli/admin.ts');

let postgres: PostgresCluster;
let s3: S3TestServer;
let a: SiteServer;
let b: SiteServer;
let env: Record<string, string>;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  postgres = await startPostgresCluster();
  s3 = await startS3TestServer();
  env = {
    ...formsServerEnv,
    FORM_MIN_FILL_MS: '0',
    DATABASE_URL: postgres.url,
    ...s3.env('two-nodes'),
    // A killed node's claimed mails go to the other node after 2 s (default: 2 minutes).
    MAIL_CLAIM_MS: '2000',
    MAIL_RETRY_BASE_MS: '200',
    TRUST_PROXY: '127.0.0.1',
  };
  // Both nodes read one dataset file: the Studio's publish as the embedded default sees it.
  a = await startSiteServer(portNear(13), { dataset: documents, env });
  b = await startSiteServer(portNear(14), { env: { ...env, CONTENT_DATASET_FILE: a.datasetFile } });
  execFileSync(
    process.execPath,
    [cli, 'staff', 'add', staff.email, '--name', 'Two Nodes', '--password-stdin'],
    {
      env: { ...process.env, ...env },
      input: staff.password,
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
});
test.afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await s3?.close();
  postgres?.stop();
});

const post = (request: APIRequestContext, node: SiteServer, form: string, fields: Record<string, string>) =>
  request.post(`${node.origin}/api/forms/${form}`, { form: fields, headers: { origin: node.origin } });

test('an application with a CV sent to A is listed on B, and its CV downloads there', async ({ request }) => {
  const cv = pdfBytes(200_000);
  const upload = await request.post(`${a.origin}/api/forms/cv`, {
    headers: { origin: a.origin },
    multipart: { file: { name: 'Two Nodes CV.pdf', mimeType: 'application/pdf', buffer: cv } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { fileName } = ((await upload.json()) as { data: { fileName: string } }).data;
  const sent = await post(request, a, 'application', {
    ...(applicationFields(fileName, { email: 'two.nodes.applicant@example.com' }) as Record<string, string>),
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const { reference } = (await sent.json()) as { reference: string };

  // Signed in on B; the same session cookie works on A.
  const session = await request.post(`${b.origin}/api/staff/session`, {
    data: staff,
    headers: { origin: b.origin },
  });
  expect(session.status()).toBe(200);
  expect(await (await request.get(`${a.origin}/api/staff/session`)).json()).toMatchObject({ signedIn: true });
  const detail = await request.get(`${b.origin}/api/staff/submissions/${reference}`);
  expect(detail.status()).toBe(200);
  const { files } = (await detail.json()) as { files: { id: string }[] };
  const download = await request.get(`${b.origin}/api/staff/submissions/${reference}/files/${files[0]!.id}`);
  expect(download.status()).toBe(200);
  expect(Buffer.compare(await download.body(), cv)).toBe(0);
  const list = await request.get(`${b.origin}/api/staff/submissions?q=${reference}`);
  expect(JSON.stringify(await list.json())).toContain(reference);
  // Signed out on A: the session is gone on B too.
  expect(
    (await request.delete(`${a.origin}/api/staff/session`, { headers: { origin: a.origin } })).ok(),
  ).toBe(true);
  expect(await (await request.get(`${b.origin}/api/staff/session`)).json()).toEqual({ signedIn: false });
  expect((await request.get(`${b.origin}/api/staff/submissions?q=${reference}`)).status()).toBe(401);
});

test('a webhook to A changes the HTML B serves within 10 s', async ({ request }) => {
  const path = `/Vacancies/${slug}`;
  // B has the page rendered and cached.
  expect(await (await request.get(`${b.origin}${path}`)).text()).not.toContain('Published through A');
  const edited = documents.map((doc) =>
    doc._id === vacancy._id
      ? { ...doc, title: { ...(doc.title as object), en: 'Published through A' } }
      : doc,
  );
  writeDataset(a.datasetFile, edited);
  expect(await sendWebhook(request, a.origin, { _id: vacancy._id, _type: 'vacancy' })).toBe(200);
  await expect
    .poll(async () => (await request.get(`${b.origin}${path}`)).text(), { timeout: 10_000 })
    .toContain('Published through A');
});

test('a sign-in throttle built up on A holds on B', async ({ request }) => {
  const from = { 'x-forwarded-for': '198.51.100.77' };
  const signIn = (node: SiteServer, password: string) =>
    request.post(`${node.origin}/api/staff/session`, {
      data: { email: staff.email, password },
      headers: { origin: node.origin, ...from },
    });
  for (let i = 0; i < 5; i += 1) expect((await signIn(a, 'a wrong password, try ' + i)).status()).toBe(401);
  // The right password, from the same address, on the other node: still held back.
  expect((await signIn(b, staff.password)).status()).toBe(429);
});

test('A is SIGKILLed under load: no acknowledged submission lost, each one mailed once', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const acknowledged: string[] = [];
  const tag = `two-nodes-${Date.now()}`;
  let killed = false;
  const sender = async (n: number) => {
    for (let i = 0; !killed; i += 1) {
      const fields = enquiryFields({ email: `${tag}-${n}-${i}@example.com` }) as Record<string, string>;
      const response = await post(request, a, 'enquiry', fields).catch(() => null);
      if (!response) return; // A is gone: this one was not acknowledged
      if (response.status() === 200)
        acknowledged.push(((await response.json()) as { reference: string }).reference);
    }
  };
  const load = Promise.all(Array.from({ length: 6 }, (_, n) => sender(n)));
  await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(20);
  killed = true;
  await a.kill();
  await load;

  // Every acknowledged submission is in the database that B serves, and B sends what A had not.
  const session = await request.post(`${b.origin}/api/staff/session`, {
    data: staff,
    headers: { origin: b.origin },
  });
  expect(session.status()).toBe(200);
  for (const reference of acknowledged) {
    expect((await request.get(`${b.origin}/api/staff/submissions/${reference}`)).status(), reference).toBe(
      200,
    );
  }
  const mailsFor = async () => {
    const counts = new Map<string, number>();
    for (const mail of await readMails()) {
      if (acknowledged.includes(mail.reference)) {
        const key = `${mail.reference} ${mail.to}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    return counts;
  };
  // Two mails per submission (the agency's and the acknowledgement) arrive.
  await expect.poll(async () => (await mailsFor()).size, { timeout: 30_000 }).toBe(acknowledged.length * 2);
  // Sent once each; a kill in the middle of one SMTP send may repeat that one mail (decision 022).
  const repeats = [...(await mailsFor()).values()].filter((n) => n > 1);
  expect(repeats.length).toBeLessThanOrEqual(1);
  expect(repeats.every((n) => n === 2)).toBe(true);
});
