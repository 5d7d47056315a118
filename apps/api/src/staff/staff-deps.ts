import type { CvStorage } from '../cv-storage/cv-storage.ts';
import type { FormsDatabase } from '../forms/storage/database.ts';
import type { DataLayout } from '../forms/storage/data-layout.ts';
import type { SessionStore } from './accounts/sessions.ts';
import type { StaffAccount } from './accounts/staff-accounts.ts';
import type { SignInThrottle } from './accounts/sign-in-throttle.ts';

/** What the staff routes share: the forms database (own connection), its files, sessions and the clock. */
export interface StaffDeps {
  db: FormsDatabase;
  layout: DataLayout;
  cvs: CvStorage;
  sessions: SessionStore;
  throttle: SignInThrottle;
  retentionDays: number;
  now: () => number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member (set by the staff guard on every route but the sign-in POST). */
    staff: StaffAccount | null;
  }
}
