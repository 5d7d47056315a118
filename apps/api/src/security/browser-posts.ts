// Forms the browser sends itself, with scripts off or not yet loaded (decision 066). The routes answer every post
// in the contract's JSON; for a browser's own form post this turns that answer into what a browser shows: a 303 to
// a page with the reference (post/redirect/get), or the form's page again with the error summary and what was
// typed (422). The app's fetch asks for JSON and is answered as before.
import { randomUUID } from 'node:crypto';
import {
  failureFromResponse,
  META_WIRE_NAMES,
  POSTED_FORM_ID_PATTERN,
  POSTED_FORM_WIRE,
  postedFieldOf,
  postedValues,
  type PostedForm,
  type PostedFormKind,
} from '@agency/forms';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Renders a site page (its path) with a posted form's state; null when the path is no page of the site. */
export type FormPageRender = (
  pagePath: string,
  posted: PostedForm,
  client: string,
) => Promise<{ status: number; html: string } | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks a form route: which form it takes (a browser's own post of it is answered with a page). */
    postedForm?: PostedFormKind;
  }
}

/**
 * A navigation (the browser sending a form) rather than the app's fetch, which asks for JSON. Non-browser clients
 * (no Sec-Fetch-Mode, no Accept for HTML) keep the JSON contract.
 */
export function isBrowserFormPost(request: FastifyRequest): boolean {
  if (request.method !== 'POST') return false;
  if (request.headers['sec-fetch-mode'] === 'navigate') return true;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
}

const kindOf = (request: FastifyRequest): PostedFormKind | undefined =>
  isBrowserFormPost(request) ? request.routeOptions.config.postedForm : undefined;

const text = (body: Record<string, unknown>, name: string) => {
  const value = body[name];
  return typeof value === 'string' ? value : '';
};

/** The page the form sits on: a site path (the renderer checks it is a page), never another origin. */
const pagePathOf = (body: Record<string, unknown>) => {
  const page = text(body, POSTED_FORM_WIRE.page);
  return /^\/(?![/\\])[^\s?#]*$/.test(page) ? page : null;
};

const REFERENCE_SHAPE = /^[A-Z]{3}-\d{4}-[0-9A-Z]{6}$/;

/** Where a taken form's browser goes: the form's page with the reference, rendered for this visitor only. */
export const sentLocation = (prefix: string, page: string, form: string, reference: string) =>
  `${prefix}/sent?${new URLSearchParams({ [POSTED_FORM_WIRE.page]: page, [POSTED_FORM_WIRE.form]: form, reference })}`;

export function browserPosts(app: FastifyInstance, render: FormPageRender | undefined) {
  // The page's HTML is cached and shared, so it cannot carry a key: a browser's own post gets a fresh one here.
  app.addHook('preHandler', async (request) => {
    if (!kindOf(request)) return;
    const body = request.body as Record<string, unknown> | undefined;
    if (body && typeof body === 'object' && !text(body, META_WIRE_NAMES.idempotencyKey))
      body[META_WIRE_NAMES.idempotencyKey] = randomUUID();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const kind = kindOf(request);
    // 403: a post from another site is answered as the contract says, with no page of ours around it.
    if (!kind || !render || reply.statusCode === 403 || typeof payload !== 'string') return payload;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const page = pagePathOf(body);
    const id = text(body, POSTED_FORM_WIRE.form);
    if (!page || !POSTED_FORM_ID_PATTERN.test(id)) return payload;
    let json: Record<string, unknown>;
    try {
      json = JSON.parse(payload) as Record<string, unknown>;
    } catch {
      // not ours to read: answered as it is
      return payload;
    }
    if (reply.statusCode >= 200 && reply.statusCode < 300) {
      const reference = typeof json.reference === 'string' ? json.reference : '';
      const prefix = request.url.slice(0, request.url.lastIndexOf('/'));
      // Post/redirect/get: reloading the page it lands on sends nothing again. The action's #fragment carries over.
      reply.code(303).header('Location', sentLocation(prefix, page, id, reference));
      reply.header('Cache-Control', 'no-store').type('text/plain; charset=utf-8');
      return '';
    }
    // A refused CV (413, 415) is a message on the CV field, like any other field's.
    const status =
      [413, 415].includes(reply.statusCode) && Array.isArray(json.errors) ? 400 : reply.statusCode;
    const retryAfter = reply.getHeader('retry-after');
    const failure = failureFromResponse(
      status,
      json,
      retryAfter === undefined ? null : String(retryAfter),
      postedFieldOf(kind),
    );
    const rendered = await render(page, { id, values: postedValues(kind, body), failure }, request.ip).catch(
      (error: unknown) => {
        request.log.warn({ err: error }, 'the form page could not be rendered again');
        return null;
      },
    );
    if (!rendered) return payload;
    reply.code(status === 400 ? 422 : reply.statusCode);
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    return rendered.html;
  });
}

/** GET /sent: the form's page saying it was sent (and the reference), for this visitor only. */
export function sentPageHandler(render: FormPageRender) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, unknown>;
    const page = pagePathOf(query);
    const id = text(query, POSTED_FORM_WIRE.form);
    const reference = text(query, 'reference');
    const valid =
      page && POSTED_FORM_ID_PATTERN.test(id) && (reference === '' || REFERENCE_SHAPE.test(reference));
    const rendered = valid ? await render(page, { id, values: {}, reference }, request.ip) : null;
    if (!rendered) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    // The reference is this visitor's: no cache keeps it, and no search engine lists it.
    return reply
      .code(rendered.status)
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(rendered.html);
  };
}
