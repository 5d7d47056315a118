// Everything that happened to the candidate, newest first: submissions (their page has the CVs), drafts, job
// alerts, status requests, notes and staff actions in words ("Ana moved it from Applied to Interview").
import type { CandidateRecord, PipelineEnding, TimelineItem } from '@agency/forms/pipeline';
import { Link } from 'react-router-dom';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import type { Messages } from '../../i18n/en.ts';
import { paths } from '../../lib/paths.ts';
import { useVacancyTitle } from '../inbox/inbox-api.ts';
import { reasonWord, useBoardName } from '../pipeline/pipeline-words.ts';
import { isMailEvent, MailTimelineText } from '../candidate-mail/mail-timeline-item.tsx';
import { NoteComposer } from './note-composer.tsx';

type EventItem = Extract<TimelineItem, { type: 'event' }>;

function eventWords(m: Messages, item: EventItem, boardName: (board: string) => string): string {
  const words = m.recruiting.timeline.events;
  const detail = item.detail;
  const text = (key: string) =>
    detail[key] === null || detail[key] === undefined ? '' : String(detail[key]);
  const status = (key: string) => (m.statuses as Record<string, string>)[text(key)] ?? text(key);
  const values: Record<string, string> = { actor: item.actor };
  let template = words[item.action];
  switch (item.action) {
    case 'moved':
      Object.assign(values, { from: status('from'), to: status('to') });
      break;
    case 'ended':
      Object.assign(values, {
        ending: status('ending'),
        reason: reasonWord(m, text('ending') as PipelineEnding, text('reason')),
      });
      break;
    case 'added-to-board':
      values.board = boardName(text('board'));
      break;
    case 'assigned':
      if (!text('owner')) template = words.unassigned;
      values.owner = text('owner');
      break;
    case 'follow-up':
      if (!text('on')) template = words['follow-up-cleared'];
      values.on = text('on');
      break;
    default:
      Object.assign(values, {
        tag: text('tag'),
        email: text('email'),
        // A shared profile's events (decision 075): the school, and its answer in words.
        school: text('school') || m.presenting.aSchool,
        answer: m.presenting.answers[text('answer')] ?? text('answer'),
      });
  }
  return template ? fill(template, values) : `${item.actor}: ${item.action}`;
}

function ItemText({ item }: { item: TimelineItem }) {
  const { m, date } = useI18n();
  const words = m.recruiting.timeline;
  const vacancyTitle = useVacancyTitle();
  const boardName = useBoardName();
  switch (item.type) {
    case 'submission': {
      const values = {
        kind: m.kinds[item.kind],
        reference: item.reference,
        status: (m.statuses as Record<string, string>)[item.status] ?? item.status,
        vacancy: item.vacancy ? vacancyTitle(item.vacancy) : '',
      };
      return (
        <Link to={paths.submission(item.reference)}>
          {fill(item.vacancy ? words.submissionVacancy : words.submission, values)}
        </Link>
      );
    }
    case 'draft':
      return fill(words.draft, { files: item.files, date: date(item.expiresAt) });
    case 'job-alert': {
      const status = (m.alerts.statusNames as Record<string, string>)[item.status] ?? item.status;
      return item.confirmedAt
        ? fill(words.jobAlertConfirmed, { status, date: date(item.confirmedAt) })
        : fill(words.jobAlert, { status });
    }
    case 'status-request':
      return words.statusRequest;
    case 'note':
      return (
        <>
          {fill(words.note, { author: item.author })}
          <span className="note-text">{item.text}</span>
        </>
      );
    case 'event':
      return (
        <>
          {isMailEvent(item) ? <MailTimelineText item={item} /> : eventWords(m, item, boardName)}
          {item.reference && (
            <>
              {' · '}
              <Link to={paths.submission(item.reference)}>
                {fill(words.reference, { reference: item.reference })}
              </Link>
            </>
          )}
        </>
      );
  }
}

export function CandidateTimeline({ candidate }: { candidate: CandidateRecord }) {
  const { m, dateTime } = useI18n();
  const items = [...candidate.timeline].sort((a, b) => b.at - a.at);
  return (
    <section aria-labelledby="timeline-title" className="panel">
      <h2 id="timeline-title">{m.recruiting.candidate.timeline}</h2>
      <NoteComposer candidateId={candidate.id} />
      {items.length === 0 && <p>{m.recruiting.candidate.noTimeline}</p>}
      <ol className="history timeline" aria-labelledby="timeline-title">
        {items.map((item, index) => (
          <li key={`${item.at}-${index}`}>
            <span className="note-meta">{dateTime(item.at)}</span> <ItemText item={item} />
          </li>
        ))}
      </ol>
    </section>
  );
}
