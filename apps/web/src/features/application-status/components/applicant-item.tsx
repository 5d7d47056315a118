import { STATUS_PAGE_PATHS, type ApplicantItem as Item } from '@agency/forms';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FactList, LinkPageActions } from '../../../components/ui/link-page.tsx';
import { PostForm } from '../../../components/ui/post-form.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import styles from './applicant-item.module.css';

/** One application or enquiry: its facts and stage, and what the applicant may do (withdraw, ask for erasure). */
export function ApplicantItem({ item }: { item: Item }) {
  const { t } = useTranslation('status-pages');
  const format = useFormat();
  const heading = `${t(`mine.kind.${item.kind}`)} ${item.reference}`;
  const headingId = `item-${item.reference}`;
  const facts = [
    { label: t('mine.reference'), value: item.reference },
    { label: t('mine.received'), value: format.date(new Date(item.receivedAt).toISOString()) },
    ...(item.kind === 'application'
      ? [{ label: t('mine.vacancy'), value: item.vacancyTitle ?? t('mine.anyVacancy') }]
      : []),
  ];
  return (
    <li className={styles.item} data-reference={item.reference} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <FactList facts={facts} />
      <p className={styles.status}>
        {t('mine.status')}: <strong data-status={item.status}>{t(`statuses.${item.status}`)}</strong>
      </p>
      <LinkPageActions>
        {item.canWithdraw && (
          <PostForm action={STATUS_PAGE_PATHS.withdraw} hidden={{ reference: item.reference }}>
            <button type="submit" className={buttonClass('secondary')}>
              {t('mine.withdraw')}
            </button>
          </PostForm>
        )}
        {item.erasureRequested ? (
          <p>{t('mine.eraseAsked')}</p>
        ) : (
          <PostForm action={STATUS_PAGE_PATHS.erasure} hidden={{ reference: item.reference }}>
            <button type="submit" className={buttonClass('secondary')}>
              {t('mine.erase')}
            </button>
          </PostForm>
        )}
      </LinkPageActions>
    </li>
  );
}
