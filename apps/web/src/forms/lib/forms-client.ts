// The one forms client of the site, pointed at the configured API (same origin by default).
import { createFormsClient, type FormsClient } from '@agency/forms';
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
