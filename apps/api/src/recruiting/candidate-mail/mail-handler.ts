// The mail worker's part for candidate mails (mail/mail-worker.ts: SubmissionMailHandler): the message from the
// outbox row's payload, composed when it is sent (the agency's name and layout as they are then).
import type { MailAddresses } from '../../mail/agency-sender.ts';
import type { SubmissionMailHandler } from '../../mail/mail-worker.ts';
import { composeCandidateMail, type CandidateMailPayload } from './mail-compose.ts';

export const CANDIDATE_MAIL_PURPOSE = 'candidate-mail';

export function candidateMailHandler(addresses: MailAddresses): SubmissionMailHandler {
  return (row, submission, agency) => {
    if (row.purpose !== CANDIDATE_MAIL_PURPOSE || row.payload === null) return null;
    return composeCandidateMail(
      JSON.parse(row.payload) as CandidateMailPayload,
      submission.email,
      agency,
      addresses,
    );
  };
}
