import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContentClient } from '@agency/content/client';
import type { EmbeddedContent, Perspective } from '@agency/content/embedded';
import type { ContentServerConfig } from './content-config.ts';
import { groqErrorToRequestError, parseQueryRequest, QueryRequestError } from './groq-request.ts';
import { guardPublicQuery } from './public-query-guard.ts';

const API_VERSION = /^v(\d{4}-\d{2}-\d{2}|1|X)$/;

/** Where the endpoint's answers come from: the dataset file in memory, or the Sanity project's API. */
export type QuerySource =
  { kind: 'embedded'; content: () => EmbeddedContent } | { kind: 'sanity'; client: ContentClient };

/**
 * `GET /v<apiVersion>/data/query/<dataset>?query=…&$param=…` → `{ query, result, ms }`, as Sanity answers it.
 * Embedded default: evaluated over the dataset file (published documents only). With a Sanity project:
 * forwarded through @sanity/client (published perspective, the read token if one is configured).
 */
export function registerQueryRoute(
  app: FastifyInstance,
  options: {
    config: ContentServerConfig;
    source: QuerySource;
    /**
     * Preview (decision 025): the `drafts` perspective is answered only for requests carrying a valid preview
     * token (`Authorization: Bearer`, as @sanity/client sends it, or the preview cookie of a browser in preview).
     */
    preview?: {
      authorized: (request: FastifyRequest) => boolean;
      draftsClient: () => ContentClient | null;
    } | null;
  },
) {
  const { config, source, preview } = options;
  app.get<{ Params: { version: string; dataset: string }; Querystring: Record<string, unknown> }>(
    '/:version/data/query/:dataset',
    async (request, reply) => {
      const started = performance.now();
      const { version, dataset } = request.params;
      if (!API_VERSION.test(version)) {
        return reply
          .code(404)
          .send({ error: { description: `Unknown API version "${version}".`, type: 'httpNotFound' } });
      }
      if (dataset !== config.dataset) {
        return reply
          .code(404)
          .send({ error: { description: `Dataset "${dataset}" not found.`, type: 'httpNotFound' } });
      }
      let parsed: { query: string; params: Record<string, unknown> };
      try {
        parsed = parseQueryRequest(request.query);
      } catch (error) {
        if (error instanceof QueryRequestError) return reply.code(error.statusCode).send(error.body);
        throw error;
      }
      // Only the site's own queries, in both modes (a read token must not run a visitor's GROQ).
      const refused = guardPublicQuery(parsed.query, parsed.params);
      if (refused) return reply.code(refused.statusCode).send(refused.body);
      const perspective = request.query.perspective ?? 'published';
      if (perspective !== 'published' && perspective !== 'drafts') {
        return reply.code(400).send({
          error: { description: 'perspective must be "published" or "drafts".', type: 'httpBadRequest' },
        });
      }
      const drafts = perspective === 'drafts';
      if (drafts && !preview?.authorized(request)) {
        return reply.code(401).send({
          error: { description: 'Drafts are answered only in preview mode.', type: 'httpUnauthorized' },
        });
      }
      if (source.kind === 'sanity') {
        const client = drafts ? preview?.draftsClient() : source.client;
        if (!client)
          return reply
            .code(401)
            .send({ error: { description: 'Preview is off.', type: 'httpUnauthorized' } });
        if (drafts) reply.header('cache-control', 'private, no-store');
        try {
          const response = await client.fetch(parsed.query, parsed.params as never, {
            filterResponse: false,
            signal: AbortSignal.timeout(10_000),
          });
          return response;
        } catch (error) {
          const failed = error as { statusCode?: number; response?: { body?: unknown } };
          // Sanity's own 4xx answer (a bad query) is passed on as it is; anything else is our failure to reach it.
          if (failed.statusCode && failed.statusCode < 500 && failed.response?.body)
            return reply.code(failed.statusCode).send(failed.response.body);
          request.log.error({ err: error }, 'content query forwarding failed');
          return reply
            .code(502)
            .send({ error: { description: 'The content service did not answer.', type: 'httpBadGateway' } });
        }
      }
      try {
        const result = await evaluateQuery(
          source.content(),
          parsed.query,
          parsed.params,
          drafts ? 'drafts' : 'published',
        );
        // A publish must show at once: browsers ask again every time (the answer is computed in memory).
        reply.header('cache-control', drafts ? 'private, no-store' : 'no-cache');
        return { query: parsed.query, result, ms: Math.round(performance.now() - started) };
      } catch (error) {
        if (error instanceof QueryRequestError) return reply.code(error.statusCode).send(error.body);
        throw error;
      }
    },
  );
}

/** Runs a query over the dataset in memory; a malformed or failing query throws the endpoint's 400. */
async function evaluateQuery(
  content: EmbeddedContent,
  query: string,
  params: Record<string, unknown>,
  perspective: Perspective,
): Promise<unknown> {
  try {
    return await content.fetch(query, params as never, { perspective });
  } catch (error) {
    throw groqErrorToRequestError(error, query) ?? error;
  }
}

/**
 * What the embedded endpoint answers a request for one of the site's queries on published content, without the
 * request: the same guard, the same 4xx errors (a QueryRequestError carries the status, as the content client's
 * errors do), a result of its own (a copy, as a response would be, never the dataset's own objects). The server's
 * own renders read this way (decision 041).
 */
export async function answerFromDataset(
  content: EmbeddedContent,
  query: string,
  params: Record<string, unknown>,
  /** Queries the server itself runs beyond the public ones (the staff API's reply templates). */
  serverOnly: ReadonlySet<string> = new Set(),
): Promise<unknown> {
  const refused = serverOnly.has(query) ? undefined : guardPublicQuery(query, params);
  if (refused) throw refused;
  const result = await evaluateQuery(content, query, params, 'published');
  return result === undefined ? null : JSON.parse(JSON.stringify(result));
}
