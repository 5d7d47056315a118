// The staff account the staff journeys sign in with, created with the real command line (`pnpm admin staff`) in
// the test server's DATA_DIR (shared with playwright.config.ts).
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { InboxPage, SubmissionDetail } from '@agency/forms/inbox';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '../support/fixtures.ts';

const e2ePort = Number(process.env.E2E_PORT || 4173);
export const e2eDataDir = process.env.E2E_DATA_DIR || path.join(os.tmpdir(), `agency-e2e-${e2ePort}`);

export const staffEmail = 'e2e.staff@agency.test';
export const staffPassword = 'a long e2e staff password';

const cli = path.resolve(import.meta.dirname, '../../apps/api/src/cli/admin.ts');

function forms(args: string[], input?: string): string {
  return execFileSync(process.execPath, [cli, ...args], {
    env: { ...process.env, DATA_DIR: e2eDataDir },
    input,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

/** Whether this worker has made sure of the account (each check starts the command line: about a second). */
let ensured = false;

/**
 * Creates the account once. Never resets it when it exists: a reset ends its sessions, which would sign out a
 * journey running at the same time in the other browser project.
 */
export function ensureStaffAccount(): void {
  if (ensured) return;
  try {
    forms(['staff', 'add', staffEmail, '--name', 'E2E Staff', '--password-stdin'], staffPassword);
  } catch (error) {
    if (!String((error as { stderr?: unknown }).stderr).includes('already exists')) throw error;
  }
  ensured = true;
}

/** Another staff account (after the journeys' admin, so that one stays the first: the admin). */
export function addStaffAccount(
  email: string,
  name: string,
  role: 'admin' | 'recruiter',
  password: string,
): void {
  ensureStaffAccount();
  try {
    forms(['staff', 'add', email, '--name', name, '--role', role, '--password-stdin'], password);
  } catch (error) {
    if (!String((error as { stderr?: unknown }).stderr).includes('already exists')) throw error;
  }
}

/** The staff API as the journeys' staff account, signed in with the test's own request context (its cookie jar). */
export async function signedInStaffApi(request: APIRequestContext, baseURL: string) {
  ensureStaffAccount();
  const session = await request.post('/api/staff/session', {
    data: { email: staffEmail, password: staffPassword },
    headers: { origin: baseURL },
  });
  expect(session.status(), await session.text()).toBe(200);
  const read = async <T>(url: string): Promise<T> => {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    return (await response.json()) as T;
  };
  return {
    /** The inbox's search: part of a reference, a name or an e-mail address. */
    search: (q: string) => read<InboxPage>(`/api/staff/submissions?q=${encodeURIComponent(q)}`),
    submission: (reference: string) => read<SubmissionDetail>(`/api/staff/submissions/${reference}`),
  };
}
