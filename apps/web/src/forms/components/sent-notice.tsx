import { Trans, useTranslation } from 'react-i18next';
import styles from './form-messages.module.css';

export interface SentNoticeProps {
  title: string;
  text: string;
  /** '' for the forms that give none (job alerts, status links). */
  reference: string;
}

/**
 * What the success dialog says, in the page: shown where the form is when the browser sent the form itself and
 * the server's redirect brought it back here (decision 066).
 */
export function SentNotice({ title, text, reference }: SentNoticeProps) {
  const { t } = useTranslation('forms');
  return (
    <div className={styles.sent} role="status" data-sent-notice="">
      <h2 className={styles.dialogTitle}>{title}</h2>
      <p>{text}</p>
      {reference && (
        <p className={styles.reference}>
          <Trans
            t={t}
            i18nKey="success.reference"
            values={{ reference }}
            components={{ ref: <strong data-testid="submission-reference" /> }}
          />
        </p>
      )}
    </div>
  );
}
