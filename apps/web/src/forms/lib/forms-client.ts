// The one forms client of the site, pointed at the configured API (same origin by default).
import { createFormsClient, DEFAULT_FORMS_PATHS, type FormsClient } from '@agency/forms';
import { config } from '../../config.ts';

let client: FormsClient | undefined;

export function formsClient(): FormsClient {
  // Same origin by default; absolute so it also works where fetch needs a full URL (tests).
  client ??= createFormsClient({
    baseUrl: config.formsBaseUrl || window.location.origin,
    paths: config.formsPaths,
  });
  return client;
}

/**
 * Where the form posts when the browser sends it itself (scripts off or not loaded yet: decision 066). Relative by
 * default, so the server's render needs no origin.
 */
export function formAction(kind: 'enquiry' | 'application' | 'alert' | 'status'): string {
  return `${config.formsBaseUrl}${{ ...DEFAULT_FORMS_PATHS, ...config.formsPaths }[kind]}`;
}
