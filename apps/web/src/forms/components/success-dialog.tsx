import { useEffect, useId, useRef, type RefObject } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import styles from './form-messages.module.css';

export interface SuccessDialogProps {
  reference: string;
  /** The dialog's heading (default: "Submission Successful !"). */
  title?: string;
  text: string;
  onClose: () => void;
  /** Where focus goes on close (default: whatever had focus when the dialog opened). */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * "Submission successful" as a native modal <dialog>: the page behind is inert, focus moves in and stays in,
 * Escape closes, and focus returns to what had it (the submit button).
 */
export function SuccessDialog({ reference, title, text, onClose, returnFocus }: SuccessDialogProps) {
  const { t } = useTranslation('forms');
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener =
      returnFocus?.current ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    // jsdom (unit tests) has no showModal.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    closeRef.current?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [returnFocus]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <svg
        className={styles.tick}
        viewBox="0 0 24 24"
        width="48"
        height="48"
        aria-hidden="true"
        focusable="false"
      >
        <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z" />
      </svg>
      <h2 id={titleId} className={styles.dialogTitle}>
        {title ?? t('success.title')}
      </h2>
      <p id={textId}>{text}</p>
      {reference && (
        <p className={styles.reference}>
          {/* The label's punctuation belongs to the language (": " in English, "：" in Chinese). */}
          <Trans
            t={t}
            i18nKey="success.reference"
            values={{ reference }}
            components={{ ref: <strong data-testid="submission-reference" /> }}
          />
        </p>
      )}
      <button ref={closeRef} type="button" className="button button--primary" onClick={onClose}>
        {t('success.close')}
      </button>
    </dialog>
  );
}
