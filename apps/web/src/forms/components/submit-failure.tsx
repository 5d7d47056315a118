import type { FormsFailure } from '@agency/forms';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './form-messages.module.css';

const MESSAGE_KEY: Record<FormsFailure['kind'], string> = {
  validation: 'failure.validation',
  'rate-limited': 'failure.rateLimited',
  'too-large': 'failure.tooLarge',
  'unsupported-type': 'failure.unsupportedType',
  network: 'failure.network',
  aborted: 'failure.network',
  server: 'failure.server',
  // The flow resends under a new key at once; shown only if that too is refused.
  'key-reused': 'failure.server',
  // A saved draft sent already (another tab): nothing was sent twice.
  'draft-gone': 'errors.draftGone',
};

export interface SubmitFailureProps {
  failure: FormsFailure;
}

/**
 * What went wrong, in words, and that the input is kept. Its one action is the form's own Submit (a second
 * button beside it would offer the same thing twice); the resend reuses the idempotency key.
 */
export function SubmitFailure({ failure }: SubmitFailureProps) {
  const { t } = useTranslation('forms');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [failure]);
  return (
    <div ref={ref} className={styles.failure} role="alert" tabIndex={-1} data-failure={failure.kind}>
      <h2 className={styles.failureTitle}>{t('failure.title')}</h2>
      <p>{t(MESSAGE_KEY[failure.kind])}</p>
      {failure.kind !== 'draft-gone' && <p>{t('failure.kept')}</p>}
    </div>
  );
}
