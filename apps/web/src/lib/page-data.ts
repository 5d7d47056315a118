/**
 * What the server's render hands the browser, in one `<script type="application/json">` block (the CSP is
 * `script-src 'self'`: no inline script): React Router's hydration data, react-query's dehydrated cache, the i18n
 * namespaces the page rendered with, and the render's site origin and preview flag. The browser entry (main.tsx)
 * reads it before creating its router.
 */
import type { PostedForm } from '@agency/forms';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';

export const PAGE_DATA_ID = 'page-data';

export interface PageData {
  /** The loaders' data by route id (`null`, or a status): the router hydrates without running them. */
  router: HydrationState;
  /** The content the loaders put into the query client (`dehydrate`). */
  queries: DehydratedState;
  /** The i18n namespaces the page rendered with: the browser loads them before hydrating. */
  namespaces: string[];
  /** The site's public origin the server rendered with (SITE_ORIGIN), so the browser's head tags match. */
  siteOrigin: string;
  /** Rendered from drafts for staff (preview mode): the browser shows the preview bar and reads drafts. */
  preview?: boolean;
  /** A form the browser posted itself (decision 066), answered at its endpoint's URL: `path` is the form's page. */
  posted?: { form: PostedForm; path: string };
}

/** JSON that is safe inside a <script> element: no `</script>`, no `<!--`. */
export const serializePageData = (data: PageData) => JSON.stringify(data).replace(/</g, '\\u003c');

export function readPageData(doc: Document = document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as PageData) : null;
}
