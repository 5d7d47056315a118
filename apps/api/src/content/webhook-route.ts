/**
 * `POST /api/content/webhook`: Sanity's GROQ-powered webhook, sent when a document is published, changed or
 * deleted. Verified with @sanity/webhook against SANITY_WEBHOOK_SECRET (header `sanity-webhook-signature`);
 * the body is the changed document (at least `_id` and `_type`). A document the site shows makes the server
 * read its content again (`onPublish`); anything else is acknowledged and changes nothing.
 * A captured request cannot be replayed (issue 27): the signature's timestamp must be within 5 minutes of now
 * either way, and each signature is accepted once (a failed delivery may be sent again).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { isSiteDocumentType } from '@agency/content';

export const WEBHOOK_PATH = '/api/content/webhook';
/** How far a signature's timestamp may be from the server's clock, either way. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

/** Remembers the signatures already accepted, at least until they are too old to be accepted anyway. */
export interface SeenSignatures {
  /** True the first time a signature is offered; false when it was already accepted. */
  firstUse(signature: string, expiresAt: number): Promise<boolean>;
  /** Forgets a signature whose delivery failed, so Sanity's retry of it is accepted. */
  forget(signature: string): Promise<void>;
}

/** One server's memory (a single node); entries leave once their signatures have expired. */
export function seenSignaturesInMemory(now: () => number = Date.now): SeenSignatures {
  const seen = new Map<string, number>();
  return {
    async firstUse(signature, expiresAt) {
      const time = now();
      for (const [key, expiry] of seen) if (expiry <= time) seen.delete(key);
      if (seen.has(signature)) return false;
      seen.set(signature, expiresAt);
      return true;
    },
    async forget(signature) {
      seen.delete(signature);
    },
  };
}

export interface WebhookOptions {
  secret: string;
  /** Re-reads content and re-renders pages; resolves false when the new content could not be read. */
  onPublish: (document: { _id: string; _type: string }) => Promise<boolean>;
  seen?: SeenSignatures;
  now?: () => number;
}

const refuse = (message: string) => ({ error: message });

export async function contentWebhook(app: FastifyInstance, options: WebhookOptions) {
  // The signature covers the exact bytes Sanity sent, so the body is kept as text and parsed after checking.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    (_req, body, done) => done(null, body),
  );
  const now = options.now ?? Date.now;
  const seen = options.seen ?? seenSignaturesInMemory(now);
  app.post(WEBHOOK_PATH, async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const signature = request.headers[SIGNATURE_HEADER_NAME];
    const signed =
      typeof signature === 'string' &&
      (await isValidSignature(raw, signature, options.secret).catch(() => false));
    if (!signed) {
      request.log.warn('content webhook refused: missing or wrong signature');
      return reply.code(401).send(refuse('The webhook signature is missing or wrong.'));
    }
    const { timestamp, hashedPayload } = decodeSignatureHeader(signature);
    if (Math.abs(now() - timestamp) > SIGNATURE_TOLERANCE_MS) {
      request.log.warn('content webhook refused: signature timestamp more than 5 minutes off');
      return reply
        .code(401)
        .send(refuse('The webhook signature is more than 5 minutes old or ahead: check the clocks.'));
    }
    if (!(await seen.firstUse(hashedPayload, timestamp + SIGNATURE_TOLERANCE_MS))) {
      request.log.warn('content webhook refused: signature already used');
      return reply.code(401).send(refuse('This webhook signature was already used.'));
    }
    const result = await handle(raw, request, reply);
    if (reply.statusCode >= 500) await seen.forget(hashedPayload);
    return result;
  });

  async function handle(raw: string, request: FastifyRequest, reply: FastifyReply) {
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
  }
}
