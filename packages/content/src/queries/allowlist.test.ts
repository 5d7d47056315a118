import { describe, expect, it } from 'vitest';
import { checkPublicQuery, PUBLIC_QUERIES, queryParamNames } from './allowlist.ts';
import * as queries from './index.ts';

describe('the public query allowlist', () => {
  it('holds every defineQuery of the site, with the parameters each refers to', () => {
    expect(PUBLIC_QUERIES.size).toBe(Object.keys(queries).length);
    expect(PUBLIC_QUERIES.get(queries.vacancyBySlugQuery)).toEqual({
      name: 'vacancyBySlugQuery',
      params: ['slug'],
    });
    expect(PUBLIC_QUERIES.get(queries.siteSettingsQuery)?.params).toEqual([]);
  });

  it('admits a site query with a slug parameter', () => {
    expect(checkPublicQuery(queries.destinationGuideQuery, { slug: 'hong-kong' }).ok).toBe(true);
    expect(checkPublicQuery(queries.vacanciesQuery, {}).ok).toBe(true);
  });

  it('refuses any other query, even one a single space away from a site query', () => {
    const nested = 'count(*[count(*[count(*[count(*[count(*) > 0]) > 0]) > 0]) > 0])';
    expect(checkPublicQuery(nested, {})).toMatchObject({ ok: false, reason: 'unknown-query' });
    expect(checkPublicQuery(`${queries.vacanciesQuery} `, {})).toMatchObject({ ok: false });
    expect(checkPublicQuery(`*${'[true]'.repeat(1600)}`, {})).toMatchObject({ ok: false });
  });

  it('refuses missing, extra and non-slug parameters', () => {
    const q = queries.vacancyBySlugQuery;
    expect(checkPublicQuery(q, {})).toMatchObject({ ok: false, reason: 'bad-params' });
    expect(checkPublicQuery(q, { slug: 'a', other: 'b' })).toMatchObject({ reason: 'bad-params' });
    for (const slug of [{ $gt: 1 }, ['a'], 42, 'Hong Kong', 'a'.repeat(200), '']) {
      expect(checkPublicQuery(q, { slug })).toMatchObject({ ok: false, reason: 'bad-params' });
    }
  });

  it('names parameters outside string literals only', () => {
    expect(queryParamNames('*[a == $b && c == "$d" && e == \'$f\'][$b]')).toEqual(['b']);
  });
});
