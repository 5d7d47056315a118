import type { FastifyInstance, FastifyReply } from 'fastify';
import type { EmbeddedContent } from '@agency/content/embedded';
import type { ContentServerConfig } from './content-config.ts';
import { groqErrorToRequestError, parseQueryRequest, QueryRequestError } from './groq-request.ts';
import { guardPublicQuery } from './public-query-guard.ts';

const API_VERSION = /^v(\d{4}-\d{2}-\d{2}|1|X)$/;

/**
 * `GET /v<apiVersion>/data/query/<dataset>?query=…&$param=…` → `{ query, result, ms }`, as Sanity answers it.
 * Embedded default: evaluated over the seed dataset (published documents only). With a Sanity project:
 * forwarded to its API with the published perspective (and the read token, if one is configured).
 */
export function registerQueryRoute(
  app: FastifyInstance,
  options: { config: ContentServerConfig; content: () => EmbeddedContent; fetchImpl?: typeof fetch },
) {
  const { config } = options;
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
      const refused = guardPublicQuery(parsed.query, parsed.params);
      if (refused) return reply.code(refused.statusCode).send(refused.body);
      if (config.sanity)
        return forwardToSanity(config.sanity, request.url, reply, options.fetchImpl ?? fetch);
      try {
        const result = await options.content().fetch(parsed.query, parsed.params as never);
        reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=600');
        return { query: parsed.query, result, ms: Math.round(performance.now() - started) };
      } catch (error) {
        const requestError = groqErrorToRequestError(error, parsed.query);
        if (requestError) return reply.code(requestError.statusCode).send(requestError.body);
        throw error;
      }
    },
  );
}

async function forwardToSanity(
  sanity: NonNullable<ContentServerConfig['sanity']>,
  url: string,
  reply: FastifyReply,
  fetchImpl: typeof fetch,
) {
  const target = new URL(url, `https://${sanity.projectId}.${sanity.useCdn ? 'apicdn' : 'api'}.sanity.io`);
  target.pathname = target.pathname.replace(/^\/v[^/]+\//, `/v${sanity.apiVersion}/`);
  target.searchParams.set('perspective', 'published');
  const response = await fetchImpl(target, {
    headers: sanity.token ? { authorization: `Bearer ${sanity.token}` } : {},
    signal: AbortSignal.timeout(10_000),
  });
  reply.code(response.status).header('content-type', 'application/json; charset=utf-8');
  return reply.send(await response.text());
}
