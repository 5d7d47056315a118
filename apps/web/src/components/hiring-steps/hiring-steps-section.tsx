import { localize } from '@agency/content';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLang } from '../../i18n/use-lang.ts';
import { Section } from '../ui/section.tsx';
import { siteSettingsOptions } from '../../lib/site-queries.ts';
import { HiringSteps } from './hiring-steps.tsx';

export interface HiringStepsSectionProps {
  id: string;
  eyebrow: string;
  heading: string;
  intro?: string;
}

/** The hiring steps and passport note from site settings, as a page section (Vacancies and Teach Abroad). */
export function HiringStepsSection({ id, eyebrow, heading, intro }: HiringStepsSectionProps) {
  const lang = useLang();
  const { data: settings } = useSuspenseQuery(siteSettingsOptions(lang));
  const steps = (settings?.hiringSteps ?? []).map((step) => ({
    key: step._key,
    title: localize(step.title, lang) ?? '',
    body: localize(step.body, lang) ?? '',
  }));
  return (
    <Section id={id} tone="tint" eyebrow={eyebrow} heading={heading} intro={intro} reveal>
      <HiringSteps steps={steps} passportNote={localize(settings?.passportNote, lang)} />
    </Section>
  );
}
