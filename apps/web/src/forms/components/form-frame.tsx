import { ErrorSummary, FormTextsProvider } from '@agency/form-ui';
import { META_WIRE_NAMES, POSTED_FORM_WIRE } from '@agency/forms';
import { useMemo, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button.tsx';
import { useLang } from '../../i18n/use-lang.ts';
import { formAction } from '../lib/forms-client.ts';
import type { FrameFlow } from '../lib/use-form-flow.ts';
import { Honeypot } from './honeypot.tsx';
import { SentNotice } from './sent-notice.tsx';
import { SubmitFailure } from './submit-failure.tsx';
import { SuccessDialog } from './success-dialog.tsx';
import styles from './form-frame.module.css';

export interface FormFrameProps {
  id: string;
  kind: 'enquiry' | 'application' | 'alert' | 'status';
  /** The form's submit flow (useFormFlow): submit, summary, failure, honeypot, receipt. */
  flow: FrameFlow;
  busyText?: string;
  /** The submit button's words (default: Submit). */
  submitText?: string;
  /** False when the form has an optional field (its label says so): no "all fields are required" line. */
  allRequired?: boolean;
  /** The required line when some fields are optional (default: "All fields are required."). */
  requiredNote?: string;
  /** Another action beside Submit (the application's "Save and finish later") and what it has to say. */
  secondaryAction?: ReactNode;
  secondaryOutcome?: ReactNode;
  children: ReactNode;
}

/**
 * What every form shares around its fields: summary, honeypot, submit, failure, success dialog. The form is an
 * ordinary HTML form (decision 066): with scripts off or not yet loaded the browser posts it to the API, which
 * answers with this page again (what was typed, the summary) or with its reference; with scripts, formik sends it.
 */
export function FormFrame(props: FormFrameProps) {
  const { t } = useTranslation('forms');
  const { id, kind, flow } = props;
  const lang = useLang();
  const { pathname } = useLocation();
  const { failure, receipt } = flow;
  const busy = flow.formik.isSubmitting;
  const submitRef = useRef<HTMLButtonElement>(null);
  const texts = useMemo(
    () => ({ summaryTitle: t('summary.title'), errorPrefix: t('errorPrefix'), choose: t('choose') }),
    [t],
  );
  const title =
    kind === 'alert'
      ? t('success.alertTitle')
      : kind === 'status'
        ? t('success.statusTitle')
        : t('success.title');
  // aria-disabled rather than disabled while sending: the button keeps focus, and a second click does nothing.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) event.preventDefault();
    else flow.formik.handleSubmit(event);
  };
  return (
    <FormTextsProvider value={texts}>
      <div className={styles.frame} id={`${id}-frame`}>
        <ErrorSummary items={flow.summaryItems} focusKey={flow.summaryFocus} />
        {flow.sentReference !== undefined && (
          <SentNotice title={title} text={t(`success.${kind}`)} reference={flow.sentReference} />
        )}
        <form
          id={id}
          className={styles.form}
          noValidate
          method="post"
          // The #fragment brings the browser back to this form on the page the server answers with.
          action={`${formAction(kind)}#${id}-frame`}
          encType={kind === 'application' ? 'multipart/form-data' : undefined}
          onSubmit={onSubmit}
          aria-busy={busy || undefined}
        >
          {/* First in the body, so the server has them before any file. No idempotency key: the page's HTML is
              shared, so a browser's own post gets one from the server. */}
          <input type="hidden" name={POSTED_FORM_WIRE.page} value={pathname} />
          <input type="hidden" name={POSTED_FORM_WIRE.form} value={id} />
          <input type="hidden" name={META_WIRE_NAMES.lang} value={lang} />
          {/* The render's time; in the browser, formik sends its own start time instead. */}
          <input
            type="hidden"
            name={META_WIRE_NAMES.formStartedAt}
            value={flow.meta.formStartedAt}
            suppressHydrationWarning
          />
          <div className={styles.fields}>
            {props.allRequired !== false && (
              <p className={styles.required}>{props.requiredNote ?? t('allRequired')}</p>
            )}
            <div className={styles.grid}>{props.children}</div>
            <Honeypot value={flow.meta.honeypot} onChange={flow.setHoneypot} />
            {failure && <SubmitFailure failure={failure} />}
            <div className={styles.actions}>
              <button
                ref={submitRef}
                type="submit"
                className={buttonClass('primary', styles.submit)}
                aria-disabled={busy || undefined}
                // Pressing Submit would blur the field being edited; its message would appear, push the button down
                // and the release would miss it. Keeping focus where it is until the click lands avoids that.
                onMouseDown={(event) => event.preventDefault()}
              >
                {busy ? (props.busyText ?? t('submitting')) : (props.submitText ?? t('submit'))}
              </button>
              {props.secondaryAction}
              <p className="visually-hidden" aria-live="polite">
                {busy ? (props.busyText ?? t('submitting')) : ''}
              </p>
            </div>
            {props.secondaryOutcome}
          </div>
        </form>
        {receipt && (
          <SuccessDialog
            reference={receipt.reference}
            title={title}
            text={t(`success.${kind}`)}
            onClose={flow.closeReceipt}
            returnFocus={submitRef}
          />
        )}
      </div>
    </FormTextsProvider>
  );
}
