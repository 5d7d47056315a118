import { localize, type LegalTextsQueryResult } from '@agency/content';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../i18n/use-lang.ts';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PortableText } from '../../../components/ui/portable-text.tsx';
import { Section } from '../../../components/ui/section.tsx';
import type { PageQueries } from '../../../lib/page-queries.ts';
import { legalTextsOptions } from '../../../lib/site-queries.ts';

export const legalTextPageQueries: PageQueries = ({ lang }) => [legalTextsOptions(lang)];

type LegalText = keyof NonNullable<LegalTextsQueryResult>;

/**
 * The Privacy Statement or the Terms of Use (Studio: Site settings, Legal), each on a page of its own that every
 * page's footer links to (decision 036): the statement grows with what the site collects, and so stays out of
 * every other page's HTML.
 */
export function LegalTextPage({ text }: { text: LegalText }) {
  const { t } = useTranslation('legal');
  const lang = useLang();
  const { data } = useSuspenseQuery(legalTextsOptions(lang));
  return (
    <>
      <PageHead title={t(`${text}.title`)} description={t(`${text}.description`)} />
      <PageHero title={t(`${text}.title`)} />
      <Section id="text" width="narrow" heading={t(`${text}.heading`)}>
        <div className="prose">
          <PortableText value={localize(data?.[text], lang)} />
        </div>
      </Section>
    </>
  );
}
