// Signing in with the agency's identity provider (decision 068). /oidc/start keeps the sign-in's state, nonce and
// PKCE verifier server-side (any node can finish it) and binds it to this browser with a short-lived cookie; the
// provider sends the browser back to /oidc/callback on the site's own origin, which admits only an active staff
// account with a verified address in an allowed domain. Every refusal goes back to the sign-in page with a code
// the page turns into words.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findAccount, sha256 } from '../accounts/staff-accounts.ts';
import { keepChallenge, takeChallenge } from '../accounts/sign-in-challenges.ts';
import { allow } from '../../security/staff-access.ts';
import { NO_ORIGIN, staffOrigin } from '../guards/staff-origin.ts';
import { admittedEmail, type OidcRefusal } from '../oidc/admission.ts';
import { newOidcChecks } from '../oidc/oidc-client.ts';
import type { StaffDeps } from '../staff-deps.ts';
import { completeSignIn } from './complete-sign-in.ts';

export const CALLBACK_PATH = '/api/staff/oidc/callback';
/** Why a sign-in through the provider failed; the sign-in page says each in words. */
export type OidcFailure = OidcRefusal | 'expired' | 'rejected' | 'cancelled' | 'unavailable';

const FRESH_SIGN_IN_SECONDS = 600;
const BINDING_MAX_AGE_SECONDS = 300;

const bindingName = (request: FastifyRequest) =>
  request.protocol === 'https' ? '__Host-staff_oidc' : 'staff_oidc';

// Lax, not Strict: the provider's redirect back is a cross-site navigation, and Strict cookies stay behind on it.
function bindingCookie(request: FastifyRequest, value: string, maxAge: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${bindingName(request)}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

function readBinding(request: FastifyRequest): string {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === bindingName(request)) return rest.join('=');
  }
  return '';
}

/** A path inside the staff area to come back to, never another site. */
const safeReturn = (raw: unknown) =>
  typeof raw === 'string' && /^\/(?![/\\])/.test(raw) && !raw.startsWith('/sign-in') ? raw : '/';

export function oidcRoutes(app: FastifyInstance, deps: StaffDeps): void {
  const { database, oidc, sessions, now } = deps;

  app.get('/sign-in-options', allow('anyone'), async () => ({
    identityProvider: oidc ? oidc.settings.kind : null,
  }));

  app.get('/oidc/start', allow('anyone'), async (request, reply) => {
    if (!oidc) return reply.code(404).send({ status: 404, message: 'No identity provider is set up.' });
    const origin = staffOrigin(request, deps.siteOrigin);
    if (!origin) return reply.code(400).send(NO_ORIGIN);
    const query = request.query as Record<string, unknown>;
    const again = query.again === '1' && request.staffSession !== null;
    const checks = { ...newOidcChecks(), ...(again ? { maxAgeSeconds: FRESH_SIGN_IN_SECONDS } : {}) };
    let url: URL;
    try {
      url = await oidc.authorizationUrl(`${origin}${CALLBACK_PATH}`, checks);
    } catch (error) {
      request.log.error({ reason: (error as Error).message }, 'identity provider discovery failed');
      return reply.redirect(`/staff/sign-in?failed=unavailable`);
    }
    const binding = crypto.randomBytes(24).toString('base64url');
    await keepChallenge(
      database,
      {
        key: sha256(checks.state),
        purpose: 'oidc',
        browser_hash: sha256(binding),
        nonce: checks.nonce,
        code_verifier: checks.codeVerifier,
        // A fresh sign-in for the session already open (it comes back without its Strict cookie).
        session_hash: again ? request.staffSession!.hash : null,
        return_to: safeReturn(query.next),
      },
      now(),
    );
    return reply
      .header('Set-Cookie', bindingCookie(request, binding, BINDING_MAX_AGE_SECONDS))
      .redirect(url.href);
  });

  app.get('/oidc/callback', allow('anyone'), async (request, reply) => {
    const fail = (failure: OidcFailure, next = '/') =>
      reply
        .header('Set-Cookie', bindingCookie(request, '', 0))
        .redirect(`/staff/sign-in?failed=${failure}&next=${encodeURIComponent(next)}`);
    const origin = staffOrigin(request, deps.siteOrigin);
    if (!oidc || !origin) return fail('unavailable');
    const query = request.query as Record<string, unknown>;
    const state = typeof query.state === 'string' ? query.state : '';
    const started = state ? await takeChallenge(database, sha256(state), 'oidc', now()) : null;
    // Unknown or used state (a replay), or a state started in another browser: the same answer.
    if (!started || started.browser_hash !== sha256(readBinding(request))) return fail('expired');
    const next = started.return_to ?? '/';
    if (typeof query.error === 'string') return fail('cancelled', next);
    const checks = {
      state,
      nonce: started.nonce!,
      codeVerifier: started.code_verifier!,
      ...(started.session_hash ? { maxAgeSeconds: FRESH_SIGN_IN_SECONDS } : {}),
    };
    let claims: Record<string, unknown>;
    try {
      claims = await oidc.finish(new URL(request.url, origin), checks);
    } catch (error) {
      request.log.warn({ reason: (error as Error).message }, 'identity provider answer refused');
      return fail('rejected', next);
    }
    const admitted = admittedEmail(claims, oidc.settings);
    if ('refusal' in admitted) return fail(admitted.refusal, next);
    const account = await findAccount(database, admitted.email);
    if (!account || account.disabled_at !== null) return fail('unknown-account', next);
    const staff = { id: account.id, email: account.email, name: account.name, role: account.role };
    const own = started.session_hash
      ? (await sessions.list(account.id)).some((s) => s.hash === started.session_hash)
      : false;
    await completeSignIn(deps, request, reply, staff, 'identity-provider', own ? started.session_hash : null);
    return redirectHome(reply, request, next);
  });
}

function redirectHome(reply: FastifyReply, request: FastifyRequest, next: string) {
  const cleared = bindingCookie(request, '', 0);
  const cookies = reply.getHeader('Set-Cookie');
  const all = [cookies, cleared].flat().filter((c): c is string => typeof c === 'string');
  return reply.header('Set-Cookie', all).redirect(`/staff${next === '/' ? '/' : next}`);
}
