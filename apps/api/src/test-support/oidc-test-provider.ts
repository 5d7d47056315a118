// A real OpenID provider for the tests (oidc-provider with its development login and consent pages): any login
// name is an account whose e-mail is that name. `publishOtherKey` makes its JWKS endpoint publish another key
// under the same key id, so its ID tokens no longer match the published key (a forged-signature case).
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export const CLIENT_ID = 'staff-area';
export const CLIENT_SECRET = 'a client secret for the tests only';

const signingKey = (kid: string) => {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
};
const publicPart = ({ kty, n, e, kid, alg, use }: Record<string, unknown>) => ({ kty, n, e, kid, alg, use });

export interface OidcTestProvider {
  issuer: string;
  /** Registers the staff server's callback (the provider is made once the staff server's origin is known). */
  start(redirectUri: string): void;
  publishOtherKey: boolean;
  close(): Promise<void>;
}

export async function startOidcTestProvider(): Promise<OidcTestProvider> {
  const key = signingKey('staff-test-key');
  const otherKey = signingKey('staff-test-key');
  let handler: ((req: http.IncomingMessage, res: http.ServerResponse) => void) | null = null;
  const state = { publishOtherKey: false };
  const server = http.createServer((req, res) => {
    if (state.publishOtherKey && req.url === '/jwks') {
      res.setHeader('content-type', 'application/jwk-set+json');
      res.end(JSON.stringify({ keys: [publicPart(otherKey)] }));
      return;
    }
    if (!handler) return void res.writeHead(503).end();
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    start(redirectUri) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: CLIENT_ID,
            client_secret: CLIENT_SECRET,
            redirect_uris: [redirectUri],
            token_endpoint_auth_method: 'client_secret_post',
          },
        ],
        jwks: { keys: [key] },
        // Login name = e-mail address; names ending "-unverified" have an unverified address.
        findAccount: async (_ctx: unknown, id: string) => ({
          accountId: id,
          claims: async () => ({
            sub: id,
            email: id.replace(/-unverified$/, ''),
            email_verified: !id.endsWith('-unverified'),
          }),
        }),
        claims: { openid: ['sub'], email: ['email', 'email_verified'] },
        // The claims in the ID token itself (what the staff server reads), not only at the userinfo endpoint.
        conformIdTokenClaims: false,
        pkce: { required: () => true },
        cookies: { keys: ['a cookie key for the tests only'] },
        features: { devInteractions: { enabled: true } },
      });
      handler = provider.callback();
    },
    get publishOtherKey() {
      return state.publishOtherKey;
    },
    set publishOtherKey(value: boolean) {
      state.publishOtherKey = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A browser going through the sign-in: follows redirects across the staff server and the provider, keeps each
 * host's cookies, and fills the provider's login (as `login`) and consent pages. Stops at the staff server's
 * answer to the callback and returns it, with the callback URL it was given.
 */
export async function signInThroughProvider(
  startUrl: string,
  login: string,
  cookies = new Map<string, Map<string, string>>(),
) {
  const jar = (url: URL) => cookies.get(url.host) ?? cookies.set(url.host, new Map()).get(url.host)!;
  const send = async (url: URL, init: RequestInit = {}) => {
    const cookie = [...jar(url)].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie } });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      if (/max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line)) jar(url).delete(name.trim());
      else jar(url).set(name.trim(), value.join('='));
    }
    return response;
  };
  let url = new URL(startUrl);
  let response = await send(url);
  for (let step = 0; step < 20; step += 1) {
    if (url.pathname === '/api/staff/oidc/callback') return { response, callbackUrl: url, cookies };
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location')!, url);
      response = await send(url);
      continue;
    }
    const page = await response.text();
    const action = /action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`unexpected page at ${url.href}: ${response.status} ${page.slice(0, 200)}`);
    const form: Record<string, string> = page.includes('name="login"')
      ? { prompt: 'login', login, password: 'any' }
      : { prompt: 'consent' };
    url = new URL(action.replace(/&amp;/g, '&'), url);
    response = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }
  throw new Error('the sign-in did not come back to the staff server');
}
