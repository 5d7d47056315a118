import { ErrorSummary, FormTextsProvider } from '@agency/form-ui';
import { useMemo, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button.tsx';
import type { FrameFlow } from '../lib/use-form-flow.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Honeypot } from './honeypot.tsx';
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

/** What both forms share around their fields: summary, honeypot, submit, failure, success dialog. */
export function FormFrame(props: FormFrameProps) {
  const { t } = useTranslation('forms');
  const { id, kind, flow } = props;
  const { failure, receipt } = flow;
  const busy = flow.formik.isSubmitting;
  const submitRef = useRef<HTMLButtonElement>(null);
  const texts = useMemo(
    () => ({ summaryTitle: t('summary.title'), errorPrefix: t('errorPrefix'), choose: t('choose') }),
    [t],
  );
  // The prerendered form is disabled until its code has hydrated it: typing into it earlier would be lost when
  // React takes over, and Submit would send the fields as a GET to the page itself. Without JavaScript it stays
  // disabled and says why.
  const hydrated = useHydrated();
  // aria-disabled rather than disabled while sending: the button keeps focus, and a second click does nothing.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) event.preventDefault();
    else flow.formik.handleSubmit(event);
  };
  return (
    <FormTextsProvider value={texts}>
      <div className={styles.frame}>
        <ErrorSummary items={flow.summaryItems} focusKey={flow.summaryFocus} />
        <form id={id} className={styles.form} noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
          <noscript>
            <p className={styles.noScript}>{t('needsJavaScript')}</p>
          </noscript>
          <fieldset className={styles.fields} disabled={!hydrated} role="none">
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
          </fieldset>
        </form>
        {receipt && (
          <SuccessDialog
            reference={receipt.reference}
            title={
              kind === 'alert'
                ? t('success.alertTitle')
                : kind === 'status'
                  ? t('success.statusTitle')
                  : undefined
            }
            text={t(`success.${kind}`)}
            onClose={flow.closeReceipt}
            returnFocus={submitRef}
          />
        )}
      </div>
    </FormTextsProvider>
  );
}
