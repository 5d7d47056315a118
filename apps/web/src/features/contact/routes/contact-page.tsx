import type { PageQueries } from '../../../app/page.ts';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';

export const contactPageQueries: PageQueries = () => [];

export function ContactPage() {
  return (
    <>
      <PageHead title="ContactPage" description="ContactPage" />
      <PageHero title="ContactPage" />
    </>
  );
}
