// After a move: a link that opens the candidate's composer with the template that fits it (Interview → the
// interview invitation; a rejection → "not progressed", which waits a day and can be cancelled), for that card.
import type { ReplyTemplatePurpose } from '@agency/forms/candidate-mail';
import { Link } from 'react-router-dom';
import { fill } from '../../i18n/i18n.tsx';
import { paths } from '../../lib/paths.ts';
import { useMailWords } from './mail-words.ts';

export type MailOfferPurpose = Extract<ReplyTemplatePurpose, 'interview-invitation' | 'not-progressed'>;

export interface MailOfferProps {
  candidateId: number;
  reference: string;
  name: string;
  purpose: MailOfferPurpose;
}

/** The offer that goes with a change of stage, or null: a card moved to Interview, or rejected. */
export const offerFor = (to: string): MailOfferPurpose | null =>
  to === 'interview' ? 'interview-invitation' : to === 'rejected' ? 'not-progressed' : null;

export function MailOffer({ candidateId, reference, name, purpose }: MailOfferProps) {
  const words = useMailWords();
  const search = new URLSearchParams({ mail: purpose, about: reference });
  return (
    <p className="mail-offer">
      <Link to={`${paths.candidate(candidateId)}?${search}`}>{fill(words.offer[purpose], { name })}</Link>
    </p>
  );
}
