// What applicants read about their submissions (issue 30 item 2): staff statuses mapped to the applicant's stages
// (@agency/forms APPLICANT_STATUSES; the site's pages word them in each language). Staff notes and names never
// reach these pages; an interview is "shortlisted" to the applicant.
import type { ApplicantStatus } from '@agency/forms';
import type { SubmissionKind } from '../database/tables.ts';

export type { ApplicantStatus };

const APPLICATION: Record<string, ApplicantStatus> = {
  new: 'received',
  'in-review': 'in-review',
  shortlisted: 'shortlisted',
  interview: 'shortlisted',
  placed: 'placed',
  unsuccessful: 'not-taken-forward',
  withdrawn: 'withdrawn',
};
const ENQUIRY: Record<string, ApplicantStatus> = { new: 'received', replied: 'replied', closed: 'closed' };

/** The applicant's word for a staff status; a status added later reads "in review" until it is mapped here. */
export function applicantStatus(kind: SubmissionKind, staffStatus: string): ApplicantStatus {
  return (kind === 'application' ? APPLICATION : ENQUIRY)[staffStatus] ?? 'in-review';
}
