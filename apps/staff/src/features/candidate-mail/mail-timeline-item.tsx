// A mail on the candidate's timeline: who sent what, in which language, where its delivery stands (as the outbox
// row says), the text on request, and "Cancel" while it has not gone.
import type { CandidateMailState } from '@agency/forms/candidate-mail';
import type { TimelineItem } from '@agency/forms/pipeline';
import { useParams } from 'react-router-dom';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { ApiError } from '../../lib/api.ts';
import { useCancelMail } from './mail-api.ts';
import { useMailWords } from './mail-words.ts';

type EventItem = Extract<TimelineItem, { type: 'event' }>;

export const isMailEvent = (item: TimelineItem): item is EventItem =>
  item.type === 'event' && (item.action === 'mailed' || item.action === 'mail-cancelled');

export function MailTimelineText({ item }: { item: EventItem }) {
  const { dateTime, m } = useI18n();
  const words = useMailWords();
  const candidateId = Number(useParams().id);
  const cancel = useCancelMail(candidateId);
  const detail = item.detail;
  const subject = typeof detail.subject === 'string' ? detail.subject : null;
  if (subject === null) return <>{fill(words.timeline.erased, { actor: item.actor })}</>;
  if (item.action === 'mail-cancelled')
    return <>{fill(words.timeline.cancelledBy, { actor: item.actor, subject })}</>;
  const state = String(detail.state) as CandidateMailState;
  const language = detail.language === 'zh-Hant' ? 'zh-Hant' : 'en';
  const mail = Number(detail.mail);
  return (
    <>
      {fill(words.timeline.mailed, { actor: item.actor, subject, language: words.languages[language] })}
      {' · '}
      <strong className={`mail-${state === 'failed' ? 'dead' : state}`}>
        {fill(words.timeline.state[state] ?? state, { time: dateTime(Number(detail.sendAt)) })}
      </strong>
      <details className="mail-text">
        <summary>{words.timeline.showText}</summary>
        <p className="note-text" lang={language}>
          {String(detail.body ?? '')}
        </p>
      </details>
      {(state === 'scheduled' || state === 'queued') && (
        <button
          type="button"
          className="link-button"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(mail)}
        >
          {words.timeline.cancel}
          <span className="visually-hidden"> “{subject}”</span>
        </button>
      )}
      <span role="status" className="status-line">
        {cancel.isSuccess && words.timeline.cancelled}
        {cancel.error &&
          (cancel.error instanceof ApiError && cancel.error.status === 409
            ? words.timeline.tooLate
            : m.errors.generic)}
      </span>
    </>
  );
}
