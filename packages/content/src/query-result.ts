import type { SanityQueries } from '@sanity/client';
import type {} from './sanity.types.ts';

/** The generated result type of one of the site's queries (typegen's SanityQueries); unknown for any other string. */
export type QueryResult<Q extends string> = Q extends keyof SanityQueries ? SanityQueries[Q] : unknown;

/** Query parameters as the queries use them (JSON values). */
export type QueryParams = Record<string, string | number | boolean | null | string[] | number[]>;
