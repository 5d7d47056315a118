import { NotFoundContent } from '../../../components/not-found/not-found-content.tsx';
import type { PageDefinition } from '../../../lib/page-queries.ts';

/** Any path that is no page (incl. the retired shop-admin paths); rendered by the server per language, sent with status 404. */
export function NotFoundPage() {
  return <NotFoundContent />;
}

export const page: PageDefinition = { Component: NotFoundPage, namespaces: ['not-found'], status: () => 404 };
