// A production start with the seed's example licence still in the site settings logs a warning: every page and
// vacancy would show it where the law wants the agency's real licence number (issue 42).
import { isExampleLicence, siteSettingsQuery, type SiteSettingsQueryResult } from '@agency/content';
import type { FastifyBaseLogger } from 'fastify';

export async function warnOfExampleLicence(
  fetch: (query: string) => Promise<unknown>,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const settings = (await fetch(siteSettingsQuery)) as SiteSettingsQueryResult | null;
    if (isExampleLicence(settings?.eaLicence))
      log.warn(
        { eaLicence: settings?.eaLicence },
        'the site shows an example employment agency licence number: enter the real one in the Studio (Site settings › Employment agency licence number)',
      );
  } catch (error) {
    log.warn({ err: error }, 'could not read the site settings to check the licence number');
  }
}
