/**
 * Parses a request in the shape of Sanity's HTTP query API: `?query=<GROQ>&$name=<JSON value>…`.
 * Errors carry Sanity's error body shape so the content client handles both servers alike.
 */
import { queryParamNames } from '@agency/content/allowlist';

export interface SanityErrorBody {
  error: { description: string; type: string; query?: string; start?: number; end?: number };
}

export class QueryRequestError extends Error {
  readonly statusCode: number;
  readonly body: SanityErrorBody;
  constructor(statusCode: number, body: SanityErrorBody) {
    super(body.error.description);
    this.statusCode = statusCode;
    this.body = body;
  }
}

export const MAX_QUERY_LENGTH = 10_000;

const badRequest = (description: string, extra: Partial<SanityErrorBody['error']> = {}) =>
  new QueryRequestError(400, { error: { description, type: 'httpBadRequest', ...extra } });

export function parseQueryRequest(search: Record<string, unknown>): {
  query: string;
  params: Record<string, unknown>;
} {
  const query = search.query;
  if (typeof query !== 'string' || query.trim() === '')
    throw badRequest('The "query" parameter is required.');
  if (query.length > MAX_QUERY_LENGTH)
    throw badRequest(`The query is longer than ${MAX_QUERY_LENGTH} characters.`);
  const params: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(search)) {
    if (!key.startsWith('$')) continue;
    if (typeof raw !== 'string') throw badRequest(`Parameter ${key} was given more than once.`);
    try {
      params[key.slice(1)] = JSON.parse(raw);
    } catch {
      throw badRequest(`Parameter ${key} must be a JSON value, e.g. ${key}="hong-kong" (got ${raw}).`);
    }
  }
  const missing = queryParamNames(query).filter((name) => !(name in params));
  if (missing.length > 0) {
    throw badRequest(`param $${missing[0]} referenced, but not provided`, { type: 'queryParseError', query });
  }
  return { query, params };
}

/** Turns a groq-js failure into Sanity's 400 answer; anything else is a server error. */
export function groqErrorToRequestError(error: unknown, query: string): QueryRequestError | undefined {
  if (!(error instanceof Error) || !['GroqSyntaxError', 'GroqQueryError'].includes(error.name))
    return undefined;
  const position = (error as { position?: number }).position;
  return badRequest(error.message, {
    type: error.name === 'GroqSyntaxError' ? 'queryParseError' : 'queryExecutionError',
    query,
    ...(position === undefined ? {} : { start: position, end: position + 1 }),
  });
}
