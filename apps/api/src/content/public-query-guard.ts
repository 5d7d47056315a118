/**
 * The public query endpoint's guard: only the site's own queries (the allowlist built from packages/content's
 * `defineQuery` set), with the parameters the site sends, pass — in the embedded mode and when forwarding to a
 * Sanity project alike, so a configured read token never lets a visitor run arbitrary GROQ through us.
 * Refused queries get a quick 403 (unknown query) or 400 (bad parameters) before anything is parsed or evaluated.
 */
import { checkPublicQuery } from '@agency/content/allowlist';
import { QueryRequestError } from './groq-request.ts';

export function guardPublicQuery(
  query: string,
  params: Record<string, unknown>,
): QueryRequestError | undefined {
  const check = checkPublicQuery(query, params);
  if (check.ok) return undefined;
  return check.reason === 'unknown-query'
    ? new QueryRequestError(403, { error: { description: check.message, type: 'queryNotAllowed' } })
    : new QueryRequestError(400, { error: { description: check.message, type: 'httpBadRequest' } });
}
