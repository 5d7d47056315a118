import type { PageQueries } from '../../../app/page.ts';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';

export const homePageQueries: PageQueries = () => [];

export function HomePage() {
  return (
    <>
      <PageHead title="HomePage" description="HomePage" />
      <PageHero title="HomePage" />
    </>
  );
}
