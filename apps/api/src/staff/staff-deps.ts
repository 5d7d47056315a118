import type { VacancyTitles } from '@agency/forms/inbox';
import type { CvStorage } from '../uploads/cv-storage.ts';
import type { DataLayout } from '../database/data-layout.ts';
import type { Database } from '../database/database.ts';
import type { Tx } from '../database/tables.ts';
import type { SessionStore, StaffSession } from './accounts/sessions.ts';
import type { StaffOidc } from './oidc/oidc-client.ts';
import type { StaffAccount } from './accounts/staff-accounts.ts';
import type { SignInThrottle } from './accounts/sign-in-throttle.ts';

/** What the staff routes share: the app's database, its files, sessions and the clock. */
export interface StaffDeps {
  database: Database;
  layout: DataLayout;
  cvs: CvStorage;
  sessions: SessionStore;
  throttle: SignInThrottle;
  retentionDays: number;
  /** SITE_ORIGIN (null: this server on a loopback name), for passkeys and the identity provider's return. */
  siteOrigin: string | null;
  /** Sign-in with the agency's identity provider; null when STAFF_OIDC_* are not set. */
  oidc: StaffOidc | null;
  now: () => number;
  /** The published vacancies' titles by slug, filled ones too (from the content). */
  vacancyTitles: () => Promise<VacancyTitles>;
  /** "Tell the applicant": the status feature's news mail, with a one-use status link (issue 42). */
  queueStatusNews: (tx: Tx, submissionId: number, now: number) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member (set by the staff guard on every route but the sign-in POST). */
    staff: StaffAccount | null;
    /** The session the request came with (set with `staff`). */
    staffSession: StaffSession | null;
  }
}
