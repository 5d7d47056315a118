// The agency's identity provider through openid-client (a certified OpenID Connect client): discovery once, then
// authorization code with PKCE, state and nonce. openid-client 6 does not check the ID token's signature by
// default (it trusts the TLS connection to the token endpoint); enableNonRepudiationChecks turns that on, so an
// ID token signed with any key but the provider's published ones is refused.
import * as client from 'openid-client';
import type { StaffOidcConfig } from '../../config.ts';

export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** A fresh sign-in: the provider must have authenticated the person within this many seconds. */
  maxAgeSeconds?: number;
}

export function createStaffOidc(settings: StaffOidcConfig) {
  let discovered: Promise<client.Configuration> | null = null;
  const configuration = () => {
    discovered ??= (async () => {
      const issuer = new URL(settings.issuer);
      // config.ts accepts http:// only for a loopback issuer (the tests' provider).
      const execute = issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [];
      const found = await client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        execute,
      });
      client.enableNonRepudiationChecks(found);
      return found;
    })().catch((error: unknown) => {
      discovered = null; // try again next time: the provider may be back
      throw error;
    });
    return discovered;
  };

  return {
    settings,
    async authorizationUrl(redirectUri: string, checks: OidcChecks): Promise<URL> {
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      };
      // A fresh sign-in asks the provider to authenticate the person now, not to reuse its own session.
      if (checks.maxAgeSeconds !== undefined) parameters.max_age = '0';
      return client.buildAuthorizationUrl(await configuration(), parameters);
    },
    /** The verified ID token's claims; throws when anything does not check out (state, nonce, signature, …). */
    async finish(currentUrl: URL, checks: OidcChecks): Promise<Record<string, unknown>> {
      const tokens = await client.authorizationCodeGrant(await configuration(), currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
        ...(checks.maxAgeSeconds !== undefined ? { maxAge: checks.maxAgeSeconds } : {}),
      });
      return { ...tokens.claims() };
    },
  };
}

export type StaffOidc = ReturnType<typeof createStaffOidc>;
export const newOidcChecks = () => ({
  state: client.randomState(),
  nonce: client.randomNonce(),
  codeVerifier: client.randomPKCECodeVerifier(),
});
