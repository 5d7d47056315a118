import { Suspense } from 'react';
import type { AlertValues } from '@agency/forms';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { FormPlaceholder } from '../ui/form-placeholder.tsx';
import { HydrateNearViewport } from '../ui/hydrate-near-viewport.tsx';
import { Section } from '../ui/section.tsx';
import { JOB_ALERT_SECTION_ID } from './job-alert-ids.ts';

const AlertForm = lazyComponent(() =>
  import('../../forms/alert-form.tsx').then((module) => module.AlertForm),
);

export interface JobAlertSectionProps {
  /** Where it sits (the form's ids). */
  source: string;
  preset?: Partial<Pick<AlertValues, 'regions' | 'sectors' | 'employmentTypes'>>;
}

/** The job-alert form in its own band, its code loaded when the band comes near the screen (decision 016). */
export function JobAlertSection({ source, preset }: JobAlertSectionProps) {
  return (
    <Section id={JOB_ALERT_SECTION_ID} width="narrow">
      <Suspense fallback={<FormPlaceholder />}>
        <HydrateNearViewport sectionId={JOB_ALERT_SECTION_ID}>
          <AlertForm source={source} preset={preset} />
        </HydrateNearViewport>
      </Suspense>
    </Section>
  );
}
