// Kill -9 during a burst of submissions: every submission the server acknowledged (2xx) must be in the database
// afterwards, with its CV file intact; the restarted server answers a retry with the same reference.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, test } from 'vitest';
import { dataLayout } from '../database/data-layout.ts';
import { startChildServer, type ChildServer } from '../test-support/child-server.ts';
import { applicationFields, enquiryFields, urlencoded } from '../test-support/wire-bodies.ts';
import { pdfWithImage } from '../test-support/sample-files.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-crash-'));
const env = { DATA_DIR: dataDir, FORM_MIN_FILL_MS: '0', RATE_LIMIT_MAX: '1000000' };
const children: ChildServer[] = [];
afterAll(() => {
  for (const { child } of children) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Acked {
  enquiries: { reference: string; fields: Record<string, string | string[]> }[];
  uploads: { fileName: string; sha256: string }[];
  applications: { reference: string; fileName: string }[];
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function post(origin: string, route: string, body: FormData | URLSearchParams, contentType?: string) {
  const headers: Record<string, string> = { origin };
  if (contentType) headers['content-type'] = contentType;
  const response = await fetch(`${origin}/api/forms/${route}`, { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** One client: upload a CV, apply with it, send an enquiry; repeat until the server dies. */
async function client(origin: string, acked: Acked, stop: { now: boolean }): Promise<void> {
  while (!stop.now) {
    try {
      const cv = pdfWithImage(randomBytes(20_000 + Math.floor(Math.random() * 200_000)));
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(cv)]), 'cv.pdf');
      const upload = await post(origin, 'cv', form);
      if (upload.status !== 200) throw new Error(`upload ${upload.status}`);
      const fileName = (upload.body.data as { fileName: string }).fileName;
      acked.uploads.push({ fileName, sha256: sha256(cv) });
      const application = await post(
        origin,
        'application',
        urlencoded(applicationFields(fileName)),
        'application/x-www-form-urlencoded',
      );
      if (application.status !== 200) throw new Error(`application ${application.status}`);
      acked.applications.push({ reference: String(application.body.reference), fileName });
      const fields = enquiryFields();
      const enquiry = await post(origin, 'enquiry', urlencoded(fields), 'application/x-www-form-urlencoded');
      if (enquiry.status !== 200) throw new Error(`enquiry ${enquiry.status}`);
      acked.enquiries.push({ reference: String(enquiry.body.reference), fields });
    } catch {
      // The server was killed mid-request: that request was never acknowledged.
      if (stop.now) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}

test('SIGKILL during a burst loses no acknowledged submission or file', async () => {
  const first = await startChildServer(env);
  children.push(first);
  const acked: Acked = { enquiries: [], uploads: [], applications: [] };
  const stop = { now: false };
  const clients = Array.from({ length: 8 }, () => client(first.origin, acked, stop));
  while (acked.applications.length < 40) await new Promise((resolve) => setTimeout(resolve, 10));
  first.child.kill('SIGKILL');
  stop.now = true;
  expect(await first.exited).toBe('SIGKILL');
  await Promise.all(clients);
  expect(acked.uploads.length).toBeGreaterThanOrEqual(40);
  expect(acked.enquiries.length).toBeGreaterThan(0);

  const layout = dataLayout(dataDir);
  const db = new Database(layout.database);
  try {
    const reference = db.prepare('SELECT data FROM submissions WHERE reference = ?');
    for (const enquiry of acked.enquiries) {
      const row = reference.get(enquiry.reference) as { data: string } | undefined;
      expect(row, enquiry.reference).toBeDefined();
      expect(JSON.parse(row!.data).message).toBe(enquiry.fields.textarea);
    }
    const files = db.prepare('SELECT id, sha256 FROM upload_files WHERE upload_id = ?');
    for (const upload of acked.uploads) {
      const [file] = files.all(upload.fileName) as { id: string; sha256: string }[];
      expect(file?.sha256, upload.fileName).toBe(upload.sha256);
      expect(sha256(fs.readFileSync(path.join(layout.uploads, file!.id)))).toBe(upload.sha256);
    }
    const claim = db.prepare(
      'SELECT s.reference FROM uploads u JOIN submissions s ON s.id = u.submission_id WHERE u.id = ?',
    );
    for (const application of acked.applications) {
      expect((claim.get(application.fileName) as { reference: string } | undefined)?.reference).toBe(
        application.reference,
      );
    }
  } finally {
    db.close();
  }

  // After a restart, retrying an acknowledged submission returns its original reference.
  const second = await startChildServer(env);
  children.push(second);
  const retried = acked.enquiries.at(-1)!;
  const again = await post(
    second.origin,
    'enquiry',
    urlencoded(retried.fields),
    'application/x-www-form-urlencoded',
  );
  expect(again.body.reference).toBe(retried.reference);
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
}, 60_000);
