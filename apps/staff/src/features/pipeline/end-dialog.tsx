// Rejecting or withdrawing: an action with a reason from its list, in a small dialog that takes focus, closes
// on Escape and hands focus back to what opened it (the caller keeps that element).
import {
  REJECTION_REASONS,
  WITHDRAWAL_REASONS,
  type PipelineEnding,
  type RejectionReason,
  type WithdrawalReason,
} from '@agency/forms/pipeline';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';

export type EndReason = RejectionReason | WithdrawalReason;

export function EndDialog({
  ending,
  title,
  busy = false,
  error,
  onConfirm,
  onCancel,
}: {
  ending: PipelineEnding;
  title: string;
  busy?: boolean;
  error?: string;
  onConfirm: (reason: EndReason) => void;
  onCancel: () => void;
}) {
  const { m } = useI18n();
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  const reasons: readonly EndReason[] = ending === 'rejected' ? REJECTION_REASONS : WITHDRAWAL_REASONS;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissing(true);
      return;
    }
    onConfirm(reason as EndReason);
  };
  return (
    <div
      className="confirm end-dialog"
      role="dialog"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      ref={box}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
    >
      <h3 id={`${id}-title`}>{title}</h3>
      <form onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-reason`}>{m.recruiting.end.reason}</label>
          {missing && (
            <p className="field-error" id={`${id}-error`}>
              <span className="visually-hidden">{m.errors.prefix}</span> {m.recruiting.end.reasonRequired}
            </p>
          )}
          <select
            id={`${id}-reason`}
            value={reason}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-error` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
          >
            <option value="">{m.errors.choose}</option>
            {reasons.map((key) => (
              <option key={key} value={key}>
                {m.recruiting.reasons[ending][key]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="danger" disabled={busy}>
          {ending === 'rejected' ? m.recruiting.end.confirmReject : m.recruiting.end.confirmWithdraw}
        </button>{' '}
        <button type="button" className="secondary" onClick={onCancel}>
          {m.recruiting.end.cancel}
        </button>
        {error && <p role="alert">{error}</p>}
      </form>
    </div>
  );
}
