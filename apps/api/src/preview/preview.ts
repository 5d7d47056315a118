/**
 * Preview mode (decision 025): staff see drafts on the real site before publishing.
 *
 * - `GET /api/preview/enable?secret=…&redirect=/path` checks the secret (embedded default: PREVIEW_SECRET; with a
 *   Sanity project: the Studio Presentation tool's secret, by @sanity/preview-url-secret with the read token),
 *   sets the preview cookie (a signed token, an hour) and redirects to the path (same-site paths only).
 *   The Presentation tool's own parameter names (`sanity-preview-secret`, `sanity-preview-pathname`) work too.
 * - `GET /api/preview/disable?redirect=/path` clears it.
 * - The token authorises the `drafts` perspective of the query endpoint (query-route.ts) and nothing else.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validatePreviewUrl } from '@sanity/preview-url-secret';
import type { ContentServerConfig } from '../content/content-config.ts';
import type { ContentRuntime } from '../content/content-runtime.ts';
import { allowFramingBy } from '../security/security-headers.ts';
import { previewProblemPage } from '../content/preview-pages.ts';
import {
  previewCookie,
  previewCookieValue,
  previewTokens,
  sameSitePath,
  sameText,
  type PreviewTokens,
} from './preview-session.ts';

export const PREVIEW_ENABLE_PATH = '/api/preview/enable';
export const PREVIEW_DISABLE_PATH = '/api/preview/disable';

export interface Preview {
  tokens: PreviewTokens;
  /** The Studio origin allowed to frame preview pages (Presentation tool), if any. */
  studioOrigin: string | null;
  /** Does this request carry a valid preview token (bearer header or cookie)? */
  authorized(request: FastifyRequest): boolean;
  /** Is this browser in preview (a valid cookie)? */
  inPreview(request: FastifyRequest): boolean;
}

export function createPreview(config: NonNullable<ContentServerConfig['preview']>): Preview {
  const tokens = previewTokens(config.signingKey);
  const inPreview = (request: FastifyRequest) => tokens.verify(previewCookieValue(request.headers.cookie));
  return {
    tokens,
    studioOrigin: config.studioOrigin,
    inPreview,
    authorized: (request) => {
      const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
      return tokens.verify(bearer) || inPreview(request);
    },
  };
}

const isHttps = (request: FastifyRequest) => request.protocol === 'https';

/** The routes. Without preview configured they answer that preview is off (and cookies are ignored elsewhere). */
export async function previewRoutes(
  app: FastifyInstance,
  options: { config: ContentServerConfig; content: ContentRuntime; preview: Preview | null },
) {
  const { config, content, preview } = options;
  const problem = (reply: FastifyReply, status: number, kind: Parameters<typeof previewProblemPage>[0]) => {
    // The Presentation tool opens the link in its frame: the page saying what went wrong must show there.
    if (preview?.studioOrigin) allowFramingBy(reply, preview.studioOrigin);
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex')
      .send(previewProblemPage(kind));
  };

  const checkSecret = async (request: FastifyRequest, secret: string, path: string): Promise<boolean> => {
    if (config.preview?.secret) return sameText(secret, config.preview.secret);
    const client = content.draftsClient('');
    if (!client) return false;
    // The Studio wrote this secret into the dataset (sanity.previewUrlSecret) when it opened the preview.
    const url = new URL(`${request.protocol}://${request.host}${PREVIEW_ENABLE_PATH}`);
    url.searchParams.set('sanity-preview-secret', secret);
    url.searchParams.set('sanity-preview-pathname', path);
    try {
      return (await validatePreviewUrl(client, url.toString())).isValid;
    } catch (error) {
      request.log.warn({ err: error }, 'the preview secret could not be checked with Sanity');
      return false;
    }
  };

  app.get<{ Querystring: Record<string, string | undefined> }>(
    PREVIEW_ENABLE_PATH,
    async (request, reply) => {
      if (!preview) return problem(reply, 404, 'off');
      const query = request.query;
      const path = sameSitePath(query.redirect ?? query['sanity-preview-pathname']);
      if (path === null) return problem(reply, 400, 'redirect');
      const secret = query.secret ?? query['sanity-preview-secret'];
      if (typeof secret !== 'string' || secret === '' || !(await checkSecret(request, secret, path))) {
        request.log.warn('preview refused: missing, wrong or expired secret');
        return problem(reply, 401, 'secret');
      }
      const cookie = previewCookie(preview.tokens.issue(), {
        https: isHttps(request),
        embeddedFromOtherOrigin: preview.studioOrigin !== null,
      });
      return reply.header('Set-Cookie', cookie).header('Cache-Control', 'no-store').redirect(path, 303);
    },
  );

  app.get<{ Querystring: Record<string, string | undefined> }>(
    PREVIEW_DISABLE_PATH,
    async (request, reply) => {
      const path = sameSitePath(request.query.redirect);
      if (path === null) return problem(reply, 400, 'redirect');
      const cookie = previewCookie('', {
        https: isHttps(request),
        embeddedFromOtherOrigin: preview?.studioOrigin != null,
        clear: true,
      });
      return reply.header('Set-Cookie', cookie).header('Cache-Control', 'no-store').redirect(path, 303);
    },
  );
}
