// What applicants read about their submissions (issue 30 item 2): staff statuses mapped to the applicant's stages
// (@agency/forms APPLICANT_STATUSES; the site's pages word them in each language). Staff notes and names never
// reach these pages. The pipeline's stages (decision 070) read as a teacher should see them: both interviews are
// "Interview", a rejection "Not progressed".
import type { ApplicantStatus, PipelineEnding, PipelineStage } from '@agency/forms';
import type { SubmissionKind } from '../database/tables.ts';

export type { ApplicantStatus };

const APPLICATION: Record<PipelineStage | PipelineEnding, ApplicantStatus> = {
  applied: 'received',
  screening: 'in-review',
  interview: 'interview',
  'school-interview': 'interview',
  offer: 'offer',
  placed: 'placed',
  rejected: 'not-progressed',
  withdrawn: 'withdrawn',
};
const ENQUIRY: Record<string, ApplicantStatus> = { new: 'received', replied: 'replied', closed: 'closed' };

/** The applicant's word for a staff status; a status added later reads "in review" until it is mapped here. */
export function applicantStatus(kind: SubmissionKind, staffStatus: string): ApplicantStatus {
  return (
    ((kind === 'application' ? APPLICATION : ENQUIRY) as Record<string, ApplicantStatus>)[staffStatus] ??
    'in-review'
  );
}
