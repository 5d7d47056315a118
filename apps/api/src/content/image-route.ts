import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { EmbeddedContent } from '@agency/content/embedded';
import type { ContentServerConfig } from './content-config.ts';
import { openImageCache } from './image-cache.ts';
import { ImageParamError, parseImageParams, snapToSiteWidths, type Format } from './image-params.ts';
import { mimeType, outputFormat, transformImage } from './image-transform.ts';
import { clientKey, createTransformLimiter } from './transform-limiter.ts';

// Asset file names are content hashes, so a URL always means the same bytes.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const FILE_NAME = /^([a-f0-9]{40})-(\d+)x(\d+)\.(jpg|png|webp)$/;
/** Transforms running at once, across all visitors: the machine has two cores and pages to serve. */
const TRANSFORM_CONCURRENCY = 2;

/**
 * `GET /content/images/embedded/<dataset>/<assetId>-<w>x<h>.<ext>?w=…&h=…&fit=…&fm=…&q=…`: the seed images,
 * transformed like cdn.sanity.io does. Widths snap to the site's; results go to a size-bounded LRU cache in its
 * own directory; transforms (cache misses) are rate-limited per client.
 */
export function registerImageRoute(
  app: FastifyInstance,
  options: { config: ContentServerConfig; content: () => EmbeddedContent },
) {
  const { config } = options;
  let cache: ReturnType<typeof openImageCache> | undefined;
  const openCache = () => (cache ??= openImageCache(config.imageCacheDir, config.imageCacheMaxBytes));
  const limiter = createTransformLimiter(config.imageTransformsPerMinute, TRANSFORM_CONCURRENCY);
  const inFlight = new Map<string, Promise<Buffer>>();
  app.get<{ Params: { dataset: string; file: string }; Querystring: Record<string, unknown> }>(
    '/content/images/embedded/:dataset/:file',
    async (request, reply) => {
      const { dataset, file } = request.params;
      const match = FILE_NAME.exec(file);
      const source = match && dataset === config.dataset ? options.content().imageFile(file) : undefined;
      if (!match || !source) return reply.code(404).send({ error: 'Image not found' });
      let params;
      try {
        params = snapToSiteWidths(parseImageParams(request.query), Number(match[2]));
      } catch (error) {
        if (error instanceof ImageParamError) return reply.code(400).send({ error: error.message });
        throw error;
      }
      const format = outputFormat(params, match[4] as Format, request.headers.accept);
      const key = createHash('sha1')
        .update(JSON.stringify([file, params, format]))
        .digest('hex');
      const name = `${key}.${format}`;
      if (params.autoFormat && !params.format) reply.header('vary', 'Accept');
      reply.header('cache-control', IMMUTABLE).header('etag', `"${key}"`);
      if (request.headers['if-none-match'] === `"${key}"`) return reply.code(304).send();
      const store = await openCache();
      let body: Buffer | undefined = await store.get(name);
      if (!body) {
        let pending = inFlight.get(key);
        if (!pending) {
          const client = clientKey(request.ip);
          if (!limiter.allow(client)) {
            return reply
              .code(429)
              .header('cache-control', 'no-store')
              .header('retry-after', String(limiter.retryAfterSeconds(client)))
              .send({ error: 'Too many image sizes asked for. Please wait a minute.' });
          }
          pending = limiter
            .run(() => transformImage(source, params, format))
            .then(async (bytes) => {
              await store.put(name, bytes);
              return bytes;
            });
          inFlight.set(key, pending);
          pending.finally(() => inFlight.delete(key)).catch(() => {});
        }
        body = await pending;
      }
      return reply.header('content-type', mimeType(format)).send(body);
    },
  );
}
