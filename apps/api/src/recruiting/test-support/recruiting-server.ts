// A staff test server with applications to recruit from: posts applications and enquiries as the site's forms do,
// and reads JSON answers of the staff API.
import { afterAll, beforeAll, expect } from 'vitest';
import { postForm, uploadCv } from '../../test-support/requests.ts';
import { pdfBytes } from '../../test-support/sample-files.ts';
import { startStaffServer, type StaffTestServer } from '../../test-support/staff-server.ts';
import { applicationFields, enquiryFields } from '../../test-support/wire-bodies.ts';

export async function postApplication(
  server: StaffTestServer,
  overrides: Record<string, string | string[]> = {},
) {
  const upload = await uploadCv(server, [{ name: 'cv.pdf', bytes: pdfBytes() }]);
  const fileName = String((upload.body.data as { fileName: string }).fileName);
  const answer = await postForm(server, 'application', applicationFields(fileName, overrides));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return String(answer.body.reference);
}

export async function postEnquiry(server: StaffTestServer, overrides: Record<string, string> = {}) {
  const answer = await postForm(server, 'enquiry', enquiryFields(overrides));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return String(answer.body.reference);
}

/** A vacancy application (the Vacancies form's fields), for a vacancy of the example content. */
export const forVacancy = (vacancy = 'primary-school-english-teacher-sha-tin') => ({
  sectors: ['Kindergarten'],
  functions: ['Native English teacher'],
  vacancy,
});

export const candidateOf = async (server: StaffTestServer, reference: string) =>
  Number(
    (
      await server.query<{ candidate_id: number }>(
        'SELECT candidate_id FROM submissions WHERE reference = ?',
        reference,
      )
    )[0]!.candidate_id,
  );

/** Calls the staff API and answers the status and the JSON body. */
export const jsonCall =
  (server: StaffTestServer, cookie: () => string) =>
  async <T = Record<string, unknown>>(method: string, route: string, json?: unknown) => {
    const response = await server.call(method, route, {
      cookie: cookie(),
      ...(json === undefined ? {} : { json }),
    });
    return { status: response.status, body: (await response.json()) as T };
  };

/** A signed-in staff test server for a file's tests: started before them, closed after (read it inside tests). */
export function signedInStaffServer() {
  const state = {} as { server: StaffTestServer; cookie: string; call: ReturnType<typeof jsonCall> };
  beforeAll(async () => {
    state.server = await startStaffServer();
    state.cookie = await state.server.signIn();
    state.call = jsonCall(state.server, () => state.cookie);
  });
  afterAll(() => state.server.close());
  return state;
}
