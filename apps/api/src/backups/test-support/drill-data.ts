// What the backup drills put into a test server: applications with CVs (several per candidate, with staff notes:
// a candidate's history), an enquiry and job alerts, each acknowledged submission remembered with its CV bytes.
import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { confirmedAlertRow } from '../../alerts/test-support/alert-rows.ts';
import { postForm, uploadCv } from '../../test-support/requests.ts';
import { pdfBytes } from '../../test-support/sample-files.ts';
import type { TestServer } from '../../test-support/test-server.ts';
import { applicationFields, enquiryFields } from '../../test-support/wire-bodies.ts';

export const candidate = (n: number) => `teacher${n % 4}@example.com`;
export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Acknowledged submissions: reference → the CV bytes sent with it (null for an enquiry). */
export type Acknowledged = Map<string, Buffer | null>;

/** One application with a CV of its own bytes; resolves to its reference once acknowledged (200). */
export async function apply(server: TestServer, n: number, acknowledged: Acknowledged): Promise<string> {
  const cv = Buffer.concat([pdfBytes(3000 + n), randomBytes(16)]);
  const upload = await uploadCv(server, [{ name: `cv-${n}.pdf`, bytes: cv, type: 'application/pdf' }]);
  expect(upload.status).toBe(200);
  const fileName = String((upload.body.data as { fileName: string }).fileName);
  const answer = await postForm(server, 'application', applicationFields(fileName, { email: candidate(n) }));
  expect(answer.status).toBe(200);
  const reference = String(answer.body.reference);
  acknowledged.set(reference, cv);
  return reference;
}

export async function fillDrillServer(server: TestServer, applications: number): Promise<Acknowledged> {
  const acknowledged: Acknowledged = new Map();
  for (let n = 0; n < applications; n += 1) await apply(server, n, acknowledged);
  const enquiry = await postForm(server, 'enquiry', enquiryFields());
  expect(enquiry.status).toBe(200);
  acknowledged.set(String(enquiry.body.reference), null);
  const now = Date.now();
  await server.database.db
    .insertInto('alerts')
    .values(
      [0, 1, 2, 3].map((n) => confirmedAlertRow(n, now, { email: candidate(n), email_key: candidate(n) })),
    )
    .execute();
  const [first] = await server.query<{ id: number }>('SELECT id FROM submissions ORDER BY id LIMIT 1');
  await server.database.db
    .insertInto('submission_notes')
    .values({
      submission_id: first!.id,
      author: 'staff@agency.example.com',
      text: 'Interviewed; strong candidate.',
      created_at: now,
    })
    .execute();
  return acknowledged;
}
