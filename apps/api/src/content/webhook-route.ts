/**
 * `POST /api/content/webhook`: Sanity's GROQ-powered webhook, sent when a document is published, changed or
 * deleted. Verified with @sanity/webhook against SANITY_WEBHOOK_SECRET (header `sanity-webhook-signature`);
 * the body is the changed document (at least `_id` and `_type`). A document the site shows makes the server
 * read its content again (`onPublish`); anything else is acknowledged and changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { isSiteDocumentType } from '@agency/content';

export const WEBHOOK_PATH = '/api/content/webhook';

export interface WebhookOptions {
  secret: string;
  /** Re-reads content and re-renders pages; resolves false when the new content could not be read. */
  onPublish: (document: { _id: string; _type: string }) => Promise<boolean>;
}

export async function contentWebhook(app: FastifyInstance, options: WebhookOptions) {
  // The signature covers the exact bytes Sanity sent, so the body is kept as text and parsed after checking.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    (_req, body, done) => done(null, body),
  );
  app.post(WEBHOOK_PATH, async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const signature = request.headers[SIGNATURE_HEADER_NAME];
    const signed =
      typeof signature === 'string' &&
      (await isValidSignature(raw, signature, options.secret).catch(() => false));
    if (!signed) {
      request.log.warn('content webhook refused: missing or wrong signature');
      return reply.code(401).send({ error: 'The webhook signature is missing or wrong.' });
    }
    let document: unknown;
    try {
      document = JSON.parse(raw);
    } catch {
      return reply.code(400).send({ error: 'The webhook body is not JSON.' });
    }
    const { _id, _type } = (document ?? {}) as { _id?: unknown; _type?: unknown };
    if (typeof _id !== 'string' || typeof _type !== 'string') {
      return reply
        .code(400)
        .send({ error: 'The webhook body must be the changed document, with at least _id and _type.' });
    }
    if (!isSiteDocumentType(_type)) return reply.code(200).send({ changed: false });
    const applied = await options.onPublish({ _id, _type });
    if (!applied) {
      return reply
        .code(500)
        .send({ error: 'The new content could not be read; the site keeps the last good content.' });
    }
    request.log.info({ _id, _type }, 'content published: pages re-render');
    return reply.code(200).send({ changed: true });
  });
}
