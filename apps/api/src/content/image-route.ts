import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { EmbeddedContent } from '@agency/content/embedded';
import type { ContentServerConfig } from './content-config.ts';
import { ImageParamError, parseImageParams, type Format } from './image-params.ts';
import { mimeType, outputFormat, transformImage } from './image-transform.ts';

// Asset file names are content hashes, so a URL always means the same bytes.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const FILE_NAME = /^([a-f0-9]{40})-(\d+)x(\d+)\.(jpg|png|webp)$/;

/**
 * `GET /content/images/embedded/<dataset>/<assetId>-<w>x<h>.<ext>?w=…&h=…&fit=…&fm=…&q=…`: the seed images,
 * transformed like cdn.sanity.io does, cached on disk under DATA_DIR.
 */
export function registerImageRoute(
  app: FastifyInstance,
  options: { config: ContentServerConfig; content: () => EmbeddedContent },
) {
  const inFlight = new Map<string, Promise<Buffer>>();
  app.get<{ Params: { dataset: string; file: string }; Querystring: Record<string, unknown> }>(
    '/content/images/embedded/:dataset/:file',
    async (request, reply) => {
      const { dataset, file } = request.params;
      const match = FILE_NAME.exec(file);
      const source =
        match && dataset === options.config.dataset ? options.content().imageFile(file) : undefined;
      if (!match || !source) return reply.code(404).send({ error: 'Image not found' });
      let params;
      try {
        params = parseImageParams(request.query);
      } catch (error) {
        if (error instanceof ImageParamError) return reply.code(400).send({ error: error.message });
        throw error;
      }
      const format = outputFormat(params, match[4] as Format, request.headers.accept);
      const key = createHash('sha1')
        .update(JSON.stringify([file, params, format]))
        .digest('hex');
      const cached = path.join(options.config.imageCacheDir, `${key}.${format}`);
      if (params.autoFormat && !params.format) reply.header('vary', 'Accept');
      reply.header('cache-control', IMMUTABLE).header('etag', `"${key}"`);
      if (request.headers['if-none-match'] === `"${key}"`) return reply.code(304).send();
      let body: Buffer | undefined = await readFile(cached).catch(() => undefined);
      if (!body) {
        let pending = inFlight.get(key);
        if (!pending) {
          pending = transformImage(source, params, format).then(async (bytes) => {
            await mkdir(options.config.imageCacheDir, { recursive: true });
            // Write then rename, so a reader never sees half a file.
            const temp = `${cached}.${process.pid}.tmp`;
            await writeFile(temp, bytes);
            await rename(temp, cached);
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
