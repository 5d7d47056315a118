/** /Privacy: the Privacy Statement (what the site collects, why, for how long, and the visitor's rights). */
import type { PageDefinition } from '../../../lib/page-queries.ts';
import { LegalTextPage, legalTextPageQueries } from '../components/legal-text-page.tsx';

function PrivacyPage() {
  return <LegalTextPage text="privacyStatement" />;
}

export const page: PageDefinition = {
  Component: PrivacyPage,
  namespaces: ['legal'],
  queries: legalTextPageQueries,
};
