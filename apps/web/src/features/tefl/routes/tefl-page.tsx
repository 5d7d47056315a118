import type { PageQueries } from '../../../app/page.ts';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';

export const teflPageQueries: PageQueries = () => [];

export function TeflPage() {
  return (
    <>
      <PageHead title="TeflPage" description="TeflPage" />
      <PageHero title="TeflPage" />
    </>
  );
}
