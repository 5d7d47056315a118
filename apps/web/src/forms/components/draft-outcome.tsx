// What "Save and finish later" has to say: saved (and where the link went, until when), an e-mail address needed
// first, or why it could not be saved (the form keeps everything either way).
import type { FormsFailure } from '@agency/forms';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/use-format.ts';
import styles from './form-messages.module.css';

export type SaveOutcome =
  | { kind: 'saved'; mailed: boolean; mailHeld: boolean; email: string; expiresAt: number }
  | { kind: 'needs-email' }
  | { kind: 'failed'; failure: FormsFailure };

const FAILURE_KEY: Partial<Record<FormsFailure['kind'], string>> = {
  'rate-limited': 'failure.rateLimited',
  network: 'failure.network',
  aborted: 'failure.network',
  'too-large': 'failure.tooLarge',
  'draft-gone': 'draft.gone',
};

export function DraftOutcome({ outcome }: { outcome: SaveOutcome | null }) {
  const { t } = useTranslation('forms');
  const format = useFormat();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) ref.current?.focus();
  }, [outcome]);
  if (!outcome) return null;
  if (outcome.kind === 'saved') {
    // A date-time: the day it is in Hong Kong.
    const until = format.date(new Date(outcome.expiresAt).toISOString());
    return (
      <div ref={ref} className={styles.saved} role="status" tabIndex={-1} data-draft="saved">
        <h2 className={styles.failureTitle}>{t('draft.savedTitle')}</h2>
        <p>
          {outcome.mailed
            ? t('draft.mailed', { email: outcome.email, date: until })
            : outcome.mailHeld
              ? t('draft.mailHeld', { email: outcome.email, date: until })
              : t('draft.savedAgain', { date: until })}
        </p>
        <p>{t('draft.notSent')}</p>
      </div>
    );
  }
  return (
    <div ref={ref} className={styles.failure} role="alert" tabIndex={-1} data-draft={outcome.kind}>
      <h2 className={styles.failureTitle}>{t('draft.notSavedTitle')}</h2>
      <p>
        {outcome.kind === 'needs-email'
          ? t('draft.needsEmail')
          : t(FAILURE_KEY[outcome.failure.kind] ?? 'draft.failed')}
      </p>
    </div>
  );
}
