/**
 * The public query endpoint answers only the queries the site itself makes: this allowlist, built from every
 * `defineQuery` in this folder. Any other GROQ — however costly — is refused before it is parsed (issue 11:
 * one nested `count(*[...])` froze the whole server for 105 s). Used by apps/api for the embedded dataset and
 * when forwarding to a Sanity project alike.
 */
import { isPublicParamValue } from '../query-params.ts';
import * as queries from './index.ts';

export interface PublicQuery {
  /** The exported name, e.g. `vacancyBySlugQuery` (for logs and messages). */
  name: string;
  /** The `$parameters` the query refers to; a request must give exactly these. */
  params: readonly string[];
}

export { PUBLIC_PARAM_VALUE } from '../query-params.ts';

/** `$name`s a query refers to, string literals skipped. */
export function queryParamNames(query: string): string[] {
  const withoutStrings = query.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');
  return [...new Set([...withoutStrings.matchAll(/\$([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]!))].sort();
}

/** Exact query text → what it is. */
export const PUBLIC_QUERIES: ReadonlyMap<string, PublicQuery> = new Map(
  Object.entries(queries).map(([name, text]) => [text, { name, params: queryParamNames(text) }]),
);

export type PublicQueryCheck =
  { ok: true; query: PublicQuery } | { ok: false; reason: 'unknown-query' | 'bad-params'; message: string };

/** Is this a query the site makes, with parameters of the kind the site sends? */
export function checkPublicQuery(query: string, params: Record<string, unknown>): PublicQueryCheck {
  const known = PUBLIC_QUERIES.get(query);
  if (!known) {
    return {
      ok: false,
      reason: 'unknown-query',
      message: 'This endpoint answers only the queries the website itself makes.',
    };
  }
  const given = Object.keys(params).sort();
  if (given.join(',') !== known.params.join(',')) {
    const expected = known.params.length > 0 ? known.params.map((p) => `$${p}`).join(', ') : 'none';
    return {
      ok: false,
      reason: 'bad-params',
      message: `${known.name} takes these parameters: ${expected}.`,
    };
  }
  for (const [name, value] of Object.entries(params)) {
    if (!isPublicParamValue(value)) {
      return {
        ok: false,
        reason: 'bad-params',
        message: `$${name} must be a short slug of lowercase letters, digits and dashes.`,
      };
    }
  }
  return { ok: true, query: known };
}
