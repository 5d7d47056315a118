// "Share with a school": a dialog that asks for the school, its contact, the language, a note and whether to
// include the CV; on success it shows the link once (to copy) while the agency mails it to the contact.
import {
  PROFILE_SHARE_LIMITS,
  type CandidateRecord,
  type ProfileShareBody,
  type ProfileShareCreated,
} from '@agency/forms';
import { ErrorSummary, SelectField, TextAreaField, TextField, type SummaryItem } from '@agency/form-ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { problemText, useBoardName } from '../pipeline/pipeline-words.ts';
import { useShareProfile } from './shares-api.ts';

type Field = 'reference' | 'schoolName' | 'contactName' | 'contactEmail' | 'note';
const EMAIL = /^[^\s@,;<>"()[\]\\:]+@[^\s@,;<>"()[\]\\:]+\.[^\s@,;<>"()[\]\\:]+$/;

export function ShareDialog({ candidate, onClose }: { candidate: CandidateRecord; onClose: () => void }) {
  const { m, lang } = useI18n();
  const words = m.presenting;
  const boardName = useBoardName();
  const dialog = useRef<HTMLDialogElement>(null);
  const cards = candidate.cards;
  const [form, setForm] = useState<ProfileShareBody>({
    reference: cards[0]?.reference ?? '',
    schoolName: '',
    contactName: '',
    contactEmail: '',
    lang: lang,
    note: '',
    includeCv: false,
  });
  const [errors, setErrors] = useState<SummaryItem[]>([]);
  const [created, setCreated] = useState<ProfileShareCreated | null>(null);
  const [copied, setCopied] = useState(false);
  const share = useShareProfile(candidate.id);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const set = <K extends keyof ProfileShareBody>(key: K, value: ProfileShareBody[K]) =>
    setForm((before) => ({ ...before, [key]: value }));
  const errorOf = (id: Field) => errors.find((e) => e.id === `share-${id}`)?.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: SummaryItem[] = [];
    const need = (ok: boolean, id: Field, message: string) => {
      if (!ok) found.push({ id: `share-${id}`, message });
    };
    need(form.reference !== '', 'reference', words.errors.application);
    need(form.schoolName.trim() !== '', 'schoolName', words.errors.schoolName);
    need(form.contactName.trim() !== '', 'contactName', words.errors.contactName);
    need(EMAIL.test(form.contactEmail.trim()), 'contactEmail', words.errors.contactEmail);
    need(form.note.length <= PROFILE_SHARE_LIMITS.note, 'note', words.errors.note);
    setErrors(found);
    if (found.length > 0) return;
    share.mutate(form, {
      onSuccess: (answer) => setCreated(answer),
      onError: (error) => setErrors([{ id: null, message: problemText(m, error) }]),
    });
  };
  const copy = () => {
    if (!created) return;
    void navigator.clipboard?.writeText(created.link).then(() => setCopied(true));
  };

  return (
    <dialog ref={dialog} className="share-dialog" aria-labelledby="share-title" onClose={onClose}>
      <h2 id="share-title">{words.dialogTitle}</h2>
      {created ? (
        <div className="share-created">
          <p role="status">{fill(words.sent, { email: created.share.contactEmail })}</p>
          <div className="field">
            <label htmlFor="share-link">{words.link}</label>
            <input id="share-link" readOnly value={created.link} onFocus={(e) => e.currentTarget.select()} />
          </div>
          <p className="hint">{words.linkOnce}</p>
          <div className="actions">
            <button type="button" onClick={copy}>
              {words.copy}
            </button>
            <button type="button" className="secondary" onClick={() => dialog.current?.close()}>
              {words.close}
            </button>
            <span role="status">{copied ? words.copied : ''}</span>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          <ErrorSummary items={errors} focusKey={errors} />
          <p className="hint">{words.dialogIntro}</p>
          {cards.length > 1 && (
            <SelectField
              id="share-reference"
              label={words.application}
              value={form.reference}
              options={cards.map((card) => ({
                value: card.reference,
                label: `${card.reference} · ${boardName(card.board)}`,
              }))}
              onChange={(event) => set('reference', event.target.value)}
              error={errorOf('reference')}
            />
          )}
          {(['schoolName', 'contactName', 'contactEmail'] as const).map((name) => (
            <TextField
              key={name}
              id={`share-${name}`}
              label={words[name]}
              type={name === 'contactEmail' ? 'email' : 'text'}
              value={form[name]}
              maxLength={PROFILE_SHARE_LIMITS[name]}
              onChange={(event) => set(name, event.target.value)}
              error={errorOf(name)}
            />
          ))}
          <SelectField
            id="share-lang"
            label={words.lang}
            value={form.lang}
            options={(['en', 'zh-Hant'] as const).map((value) => ({ value, label: words.langs[value]! }))}
            onChange={(event) => set('lang', event.target.value === 'zh-Hant' ? 'zh-Hant' : 'en')}
          />
          <TextAreaField
            id="share-note"
            label={words.note}
            hint={words.noteHint}
            rows={4}
            value={form.note}
            onChange={(event) => set('note', event.target.value)}
            error={errorOf('note')}
          />
          <div className="field checkbox">
            <input
              id="share-includeCv"
              type="checkbox"
              checked={form.includeCv}
              aria-describedby="share-includeCv-hint"
              onChange={(event) => set('includeCv', event.target.checked)}
            />
            <label htmlFor="share-includeCv">{words.includeCv}</label>
            <p className="hint" id="share-includeCv-hint">
              {words.includeCvHint}
            </p>
          </div>
          <div className="actions">
            <button type="submit" disabled={share.isPending}>
              {words.send}
            </button>
            <button type="button" className="link-button" onClick={() => dialog.current?.close()}>
              {words.cancel}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
