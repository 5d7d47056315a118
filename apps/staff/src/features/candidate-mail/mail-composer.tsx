// The composer on the candidate record (issue 44, decision 073): pick a template (or write freely), the language
// (the candidate's by default), the application it is about; the template arrives filled in and stays editable;
// {interviewTime} asks for the time; preview, then send now or after some hours. The server fills the
// placeholders, renders and sends; a placeholder it cannot fill comes back as a problem on its field.
import type { CandidateMailBody, MailLanguage } from '@agency/forms/candidate-mail';
import { placeholdersIn } from '@agency/forms/candidate-mail';
import type { CandidateRecord } from '@agency/forms/pipeline';
import { ErrorSummary, SelectField, TextAreaField, TextField, type SummaryItem } from '@agency/form-ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { ApiError } from '../../lib/api.ts';
import { useVacancyTitle } from '../inbox/inbox-api.ts';
import { composerOptions, draftOptions, usePreviewMail, useSendMail } from './mail-api.ts';
import { MailPreview } from './mail-preview.tsx';
import { useMailWords } from './mail-words.ts';
import './candidate-mail.css';

type Problems = Partial<Record<keyof ReturnType<typeof useMailWords>['problems'], string>>;
const FIELD_IDS: Record<string, string> = {
  subject: 'mail-subject',
  body: 'mail-body',
  reference: 'mail-about',
  language: 'mail-language-en',
  template: 'mail-template',
  delayHours: 'mail-delay',
  interviewTime: 'mail-interview-time',
};
const idOf = (field: string) => FIELD_IDS[field] ?? 'mail-body';

export function MailComposer({ candidate }: { candidate: CandidateRecord }) {
  const { m, lang, dateTime } = useI18n();
  const words = useMailWords();
  const vacancyTitle = useVacancyTitle();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('mail');
  const [open, setOpen] = useState(wanted !== null);
  const composer = useQuery({ ...composerOptions(candidate.id), enabled: open });
  const answer = composer.data;
  const [template, setTemplate] = useState('');
  const [language, setLanguage] = useState<MailLanguage | null>(null);
  const [reference, setReference] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [interviewTime, setInterviewTime] = useState('');
  const [delay, setDelay] = useState('0');
  const [problems, setProblems] = useState<Problems>({});
  const [tries, setTries] = useState(0);
  const [notice, setNotice] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const preview = usePreviewMail(candidate.id);
  const send = useSendMail(candidate.id);

  // The candidate's language and newest application first; a move's offer (?mail=<purpose>&about=<reference>,
  // also while the record is open) opens the composer with that template and application.
  const about = params.get('about');
  const offer = useRef('');
  useEffect(() => {
    if (wanted) setOpen(true);
    else offer.current = '';
  }, [wanted]);
  useEffect(() => {
    if (!answer) return;
    if (language === null) {
      setLanguage(answer.language);
      setReference(answer.about[0]?.reference ?? '');
    }
    const key = `${wanted}|${about}`;
    if (!wanted || offer.current === key) return;
    offer.current = key;
    if (answer.about.some((a) => a.reference === about)) setReference(about!);
    const offered = answer.templates.find((t) => t.purpose === wanted);
    if (offered) pickTemplate(offered.key);
    heading.current?.focus();
  }, [answer, wanted, about]); // eslint-disable-line react-hooks/exhaustive-deps -- pickTemplate reads the answer

  const draftBody = template && language && reference ? { template, language, reference } : null;
  const draft = useQuery(draftOptions(candidate.id, draftBody));
  useEffect(() => {
    if (!draft.data) return;
    setSubject(draft.data.subject);
    setBody(draft.data.body);
  }, [draft.data]);

  function pickTemplate(key: string) {
    setTemplate(key);
    const purpose = answer?.templates.find((t) => t.key === key)?.purpose;
    setDelay(purpose === 'not-progressed' ? '24' : '0');
  }

  const needsTime = placeholdersIn(subject, body).includes('interviewTime');
  const mail = (): CandidateMailBody => ({
    reference,
    language: language ?? 'en',
    subject,
    body,
    template: template || null,
    ...(needsTime ? { interviewTime } : {}),
    delayHours: Number(delay),
  });

  /** What can be seen here already; the server checks again and fills the rest. */
  const check = (): Problems => {
    const found: Problems = {};
    if (!reference) found.reference = words.problems.reference;
    if (!subject.trim() || /[\r\n]/.test(subject)) found.subject = words.problems.subject;
    if (!body.trim()) found.body = words.problems.body;
    if (needsTime && !interviewTime.trim()) found.interviewTime = words.problems.interviewTime;
    if (!/^\d{1,3}$/.test(delay) || Number(delay) > 168) found.delayHours = words.problems.delayHours;
    return found;
  };
  const refused = (error: Error) => {
    const field = error instanceof ApiError ? error.field : '';
    const known = words.problems[field as keyof Problems];
    setProblems({
      [field || 'body']: known ?? (error instanceof ApiError && error.message) ?? m.errors.generic,
    });
    setTries((n) => n + 1);
  };
  const attempt = (then: (body: CandidateMailBody) => void) => {
    const found = check();
    setProblems(found);
    setTries((n) => n + 1);
    if (Object.keys(found).length === 0) then(mail());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice('');
    attempt((value) =>
      send.mutate(value, {
        onError: refused,
        onSuccess: (sent) => {
          setNotice(value.delayHours ? fill(words.scheduled, { time: dateTime(sent.sendAt) }) : words.sent);
          setSubject('');
          setBody('');
          setInterviewTime('');
          setTemplate('');
          preview.reset();
          if (params.has('mail')) setParams({}, { replace: true });
        },
      }),
    );
  };

  const summary: SummaryItem[] = Object.entries(problems).map(([field, message]) => ({
    id: idOf(field),
    message,
  }));
  const errorOf = (field: keyof Problems) => problems[field];
  return (
    <section aria-labelledby="mail-title" className="panel candidate-mail">
      <h2 id="mail-title" tabIndex={-1} ref={heading}>
        {words.title}
      </h2>
      {!open && (
        <button type="button" onClick={() => setOpen(true)}>
          {words.open}
        </button>
      )}
      <p role="status" className="status-line">
        {notice}
      </p>
      {open && !answer && <p role="status">{composer.isError ? m.errors.network : m.recruiting.loading}</p>}
      {open && answer && (
        <form onSubmit={submit} noValidate>
          <ErrorSummary items={summary} focusKey={tries} />
          <SelectField
            id="mail-template"
            label={words.template}
            placeholder={words.free}
            value={template}
            options={answer.templates.map((t) => ({ value: t.key, label: t.name[lang] }))}
            onChange={(event) => pickTemplate(event.target.value)}
            error={errorOf('template')}
          />
          <fieldset className="mail-language">
            <legend>{words.language}</legend>
            {(['en', 'zh-Hant'] as const).map((value) => (
              <label key={value} className="checkbox">
                <input
                  type="radio"
                  name="mail-language"
                  id={`mail-language-${value}`}
                  checked={language === value}
                  onChange={() => setLanguage(value)}
                />{' '}
                {words.languages[value]}
                {value === answer.language && <span className="hint"> {words.candidateLanguage}</span>}
              </label>
            ))}
          </fieldset>
          <SelectField
            id="mail-about"
            label={words.about}
            value={reference}
            options={answer.about.map((a) => ({
              value: a.reference,
              label: fill(words.aboutLine, {
                reference: a.reference,
                vacancy: a.vacancy ? vacancyTitle(a.vacancy) : words.noVacancy,
              }),
            }))}
            onChange={(event) => setReference(event.target.value)}
            error={errorOf('reference')}
          />
          {draft.isFetching && <p role="status">{words.loadingTemplate}</p>}
          {needsTime && (
            <TextField
              id="mail-interview-time"
              label={words.interviewTime}
              hint={words.interviewTimeHint}
              value={interviewTime}
              onChange={(event) => setInterviewTime(event.target.value)}
              error={errorOf('interviewTime')}
            />
          )}
          <TextField
            id="mail-subject"
            label={words.subject}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            error={errorOf('subject')}
          />
          <TextAreaField
            id="mail-body"
            label={words.body}
            hint={words.bodyHint}
            rows={12}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            error={
              errorOf('body') ??
              errorOf('firstName') ??
              errorOf('vacancyTitle') ??
              errorOf('schoolRegion') ??
              errorOf('staffName')
            }
          />
          <TextField
            id="mail-delay"
            label={words.delay}
            hint={words.delayHint}
            inputMode="numeric"
            value={delay}
            onChange={(event) => setDelay(event.target.value)}
            error={errorOf('delayHours')}
          />
          <div className="mail-actions">
            <button
              type="button"
              className="secondary"
              disabled={preview.isPending}
              onClick={() => attempt((value) => preview.mutate(value, { onError: refused }))}
            >
              {words.preview}
            </button>{' '}
            <button type="submit" disabled={send.isPending}>
              {send.isPending ? words.sending : words.send}
            </button>
          </div>
          {preview.data && <MailPreview mail={preview.data} onHide={() => preview.reset()} />}
        </form>
      )}
    </section>
  );
}
