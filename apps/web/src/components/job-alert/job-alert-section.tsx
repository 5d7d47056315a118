import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertValues } from '@agency/forms';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { nearViewport } from '../../lib/near-viewport.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { FormPlaceholder } from '../ui/form-placeholder.tsx';
import { Section } from '../ui/section.tsx';
import { JOB_ALERT_SECTION_ID } from './job-alert-ids.ts';
import styles from './job-alert-section.module.css';

const AlertForm = lazyComponent(() =>
  import('../../forms/alert-form.tsx').then((module) => module.AlertForm),
);

export interface JobAlertSectionProps {
  /** Where it sits (the form's ids). */
  source: string;
  preset?: Partial<Pick<AlertValues, 'regions' | 'sectors' | 'employmentTypes'>>;
}

/** Renders its children once the section is near the screen (lib/near-viewport.ts). */
function WhenNear({ children }: { children: React.ReactNode }) {
  use(nearViewport(JOB_ALERT_SECTION_ID));
  return children;
}

/**
 * The job-alert band: its heading and what it offers are in the page's HTML; the form itself is drawn in the
 * browser once the band comes near the screen (it cannot be sent without JavaScript, and kept out of the HTML
 * the pages it sits on stay within their 14 KB budget).
 */
export function JobAlertSection({ source, preset }: JobAlertSectionProps) {
  const { t } = useTranslation('alerts');
  const hydrated = useHydrated();
  return (
    <Section id={JOB_ALERT_SECTION_ID} tone="tint" width="narrow" heading={t('title')} intro={t('lead')}>
      <div className={styles.form}>
        {hydrated ? (
          <Suspense fallback={<FormPlaceholder />}>
            <WhenNear>
              <AlertForm source={source} preset={preset} />
            </WhenNear>
          </Suspense>
        ) : (
          <>
            <noscript>
              <p>{t('needsJavaScript')}</p>
            </noscript>
            <FormPlaceholder />
          </>
        )}
      </div>
    </Section>
  );
}
