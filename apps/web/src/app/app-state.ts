/**
 * The state the prerender hands to the browser: the content queries' data, the values the render built
 * (image URLs, formatted text) and the page's i18n namespaces.
 * It travels as a JSON data block (`<script type="application/json">`), not inline script, so the CSP can stay
 * `script-src 'self'`.
 */
import type { PostedForm } from '@agency/forms';
import type { BuiltValuesState } from '../lib/built-values.ts';
import type { ContentState } from '../lib/content-state.ts';

export const APP_STATE_ID = 'app-state';

export interface AppState {
  /** The path this HTML was rendered for (404.html is served for many paths). */
  path: string;
  /** The site's public origin the server rendered with (SITE_ORIGIN), so the browser's head tags match. */
  siteOrigin: string;
  notFound: boolean;
  /** Rendered from drafts for staff (preview mode): the browser shows the preview bar and reads drafts. */
  preview?: boolean;
  queries: ContentState;
  /**
   * The image URLs and formatted text the render built (lib/built-values.ts): hydration needs no image URL builder
   * and makes no Intl formatter.
   */
  built: BuiltValuesState;
  /** The i18n namespaces the page rendered with: the browser loads them before hydrating. */
  namespaces: string[];
  /** A form the browser posted itself, shown again (decision 066): the page's URL is the form's endpoint. */
  postedForm?: PostedForm;
}

/** JSON that is safe inside a <script> element: no `</script>`, no `<!--`. */
export function serializeAppState(state: AppState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readAppState(doc: Document = document): AppState | null {
  const element = doc.getElementById(APP_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as AppState;
  } catch {
    return null;
  }
}
