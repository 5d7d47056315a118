// The staff area's own confirmation: a group that takes focus when it opens, says what will happen, and offers
// the action and Cancel (which hands focus back to the button that opened it). Used instead of the browser's
// confirm(), which cannot be styled, translated with the page or read as part of it.
import { useEffect, useRef, type ReactNode } from 'react';

export function ConfirmBox({
  id,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  error,
  onConfirm,
  onCancel,
}: {
  id: string;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div className="confirm" role="group" aria-labelledby={`${id}-title`} tabIndex={-1} ref={box}>
      <h3 id={`${id}-title`}>{title}</h3>
      {children}
      <button type="button" className="danger" onClick={onConfirm} disabled={busy}>
        {confirmLabel}
      </button>{' '}
      <button type="button" className="secondary" onClick={onCancel}>
        {cancelLabel}
      </button>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
