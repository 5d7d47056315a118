import type { FastifyInstance } from 'fastify';
import { seedContent, type EmbeddedContent } from '@agency/content/embedded';
import type { ContentServerConfig } from './content-config.ts';
import { registerImageRoute } from './image-route.ts';
import { registerQueryRoute } from './query-route.ts';

export interface ContentPluginOptions {
  config: ContentServerConfig;
  /** Tests pass their own dataset; the server reads the seed dataset on first use. */
  content?: EmbeddedContent;
  fetchImpl?: typeof fetch;
}

/** Sanity's query API shape on this server, plus the seed images (docs/content-model.md). */
export async function contentApi(app: FastifyInstance, options: ContentPluginOptions) {
  const content = () => options.content ?? seedContent();
  registerQueryRoute(app, {
    config: options.config,
    content,
    ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
  });
  if (!options.config.sanity) registerImageRoute(app, { config: options.config, content });
}
