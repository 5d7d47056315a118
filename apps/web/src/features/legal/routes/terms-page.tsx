/** /TermsOfUse: the site's Terms of Use. */
import type { PageDefinition } from '../../../lib/page-queries.ts';
import { LegalTextPage, legalTextPageQueries } from '../components/legal-text-page.tsx';

function TermsPage() {
  return <LegalTextPage text="termsOfUse" />;
}

export const page: PageDefinition = {
  Component: TermsPage,
  namespaces: ['legal'],
  queries: legalTextPageQueries,
};
