// Who the identity provider may let in: a verified e-mail address in an allowed domain (for Google also the
// Workspace named in the ID token's `hd` claim; for Microsoft Entra the tenant is fixed by its own issuer, which
// openid-client compares with the token's `iss`). Whether an active staff account has that address is the
// caller's question: there is no self-sign-up.
import type { StaffOidcConfig } from '../../config.ts';

export type OidcRefusal = 'no-verified-email' | 'domain-not-allowed' | 'unknown-account';

export function admittedEmail(
  claims: Record<string, unknown>,
  { kind, allowedDomains }: StaffOidcConfig,
): { email: string } | { refusal: OidcRefusal } {
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  // Entra sends no email_verified; its addresses belong to the tenant that the issuer pins.
  const verified = kind === 'microsoft' || claims.email_verified === true;
  if (!email.includes('@') || !verified) return { refusal: 'no-verified-email' };
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (!allowedDomains.includes(domain)) return { refusal: 'domain-not-allowed' };
  // A consumer Google account has no `hd`; a Workspace account names its Workspace's primary domain.
  if (kind === 'google') {
    const hd = typeof claims.hd === 'string' ? claims.hd.toLowerCase() : '';
    if (!allowedDomains.includes(hd)) return { refusal: 'domain-not-allowed' };
  }
  return { email };
}
