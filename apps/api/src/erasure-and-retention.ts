// The commands several features answer, asked of each through one interface: erasing an e-mail address
// (database/erase-address.ts: AddressEraser) and the periodic clean-up (database/clean-up.ts: CleanUpStep). The
// server (forms-plugin.ts, the staff area's alert routes) and the command line (cli/) build them here, so both
// reach the same features; a new feature that keeps data under an address or for a time adds its part here.
import type { CleanUpStep } from './database/clean-up.ts';
import type { DataLayout } from './database/data-layout.ts';
import type { Database } from './database/database.ts';
import { eraseAddress } from './database/erase-address.ts';
import { alertAddressEraser } from './alerts/alert-store.ts';
import { candidateAddressEraser } from './recruiting/candidate-eraser.ts';
import { draftAddressEraser, draftsCleanUp } from './drafts/draft-store.ts';
import { insightsCleanUp } from './insights/insights-retention.ts';
import { insightsAddressEraser } from './insights/submission-sources.ts';
import { statusAddressEraser, statusCleanUp } from './status/status-store.ts';
import { submissionsCleanUp } from './submissions/retention.ts';
import type { CvStorage } from './uploads/cv-storage.ts';
import { uploadsCleanUp } from './uploads/sweeps.ts';

/**
 * Everything kept under an address: its job alert, its drafts (with CVs), its status links and sessions, its
 * candidate (with tags, timeline and notes), its submissions' source links (insights).
 */
export const eraseAnAddress = (
  database: Database,
  cvs: CvStorage,
  email: string,
  by: { actor: string; at: number },
) =>
  eraseAddress(
    database,
    {
      alertRecords: alertAddressEraser(database),
      drafts: draftAddressEraser(database, cvs),
      statusRecords: statusAddressEraser(database),
      candidates: candidateAddressEraser(database),
      submissionSources: insightsAddressEraser(database),
    },
    email,
    by,
  );

export type AddressErasure = Awaited<ReturnType<typeof eraseAnAddress>>;

/**
 * The clean-up's steps, in order: unclaimed uploads and orphan files, submissions past the retention period (and
 * the candidates left with none), expired drafts (and, in the server, the draft reminders that are due), spent
 * status links, insights past their time.
 */
export const cleanUpSteps = (
  database: Database,
  layout: DataLayout,
  cvs: CvStorage,
  retentionDays: number,
  reminders?: Parameters<typeof draftsCleanUp>[2],
) =>
  [
    uploadsCleanUp(database, layout, cvs),
    submissionsCleanUp(database, layout, cvs, retentionDays),
    draftsCleanUp(database, cvs, reminders),
    statusCleanUp(database),
    insightsCleanUp(database),
  ] as const satisfies readonly CleanUpStep[];
