/**
 * The shared profile's data (apps/api/src/presenting/share-pages.ts): the redacted profile a school's link opens,
 * in the page's language (the vacancy's title), or why it no longer opens.
 */
import { PROFILE_API_PATHS, type SharedProfileAnswer } from '@agency/forms';
import type { Lang } from '../../../i18n/lang.ts';
import { apiQuery } from '../../../lib/api-query.ts';

export const sharedProfileQuery = (token: string, lang: Lang) =>
  apiQuery<SharedProfileAnswer>(`${PROFILE_API_PATHS.profile}?t=${encodeURIComponent(token)}&lang=${lang}`);

export const cvHref = (token: string) => `${PROFILE_API_PATHS.cv}?t=${encodeURIComponent(token)}`;
