import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContentServerConfig } from './content-config.ts';
import type { ContentRuntime } from './content-runtime.ts';
import type { Database } from '../database/database.ts';
import { registerImageRoute } from './image-route.ts';
import { registerQueryRoute } from './query-route.ts';
import { seenSignaturesInDatabase } from './seen-signatures.ts';
import { contentWebhook } from './webhook-route.ts';

export interface ContentPluginOptions {
  config: ContentServerConfig;
  content: ContentRuntime;
  /** Where the webhook's accepted signatures are kept, so no node accepts one twice. */
  database: Database;
  /** Preview of drafts (preview/preview.ts), when it is set up. */
  preview: { authorized(request: FastifyRequest): boolean; tokens: { issue(): string } } | null;
}

/** Sanity's query API shape on this server, the dataset's images and the publish webhook (docs/content-model.md). */
export async function contentApi(app: FastifyInstance, options: ContentPluginOptions) {
  const { config, content, database, preview } = options;
  registerQueryRoute(app, {
    config,
    source: content.query,
    preview: preview && {
      authorized: (request) => preview.authorized(request),
      // With a Sanity project: its read token reads the drafts (the embedded default answers them itself).
      draftsClient: () => content.draftsClient(preview.tokens.issue()),
    },
  });
  if (content.store) {
    const store = content.store;
    registerImageRoute(app, { config, content: () => store.current() });
  }
  // Without a secret nothing could prove a webhook came from Sanity: the route does not exist (404).
  if (config.webhookSecret) {
    const secret = config.webhookSecret;
    await app.register(contentWebhook, {
      secret,
      onPublish: () => content.refresh(),
      seen: seenSignaturesInDatabase(database),
    });
  }
}
