// Who the identity provider may let in, per provider kind (the whole sign-in runs in oidc-sign-in.test.ts).
import { expect, test } from 'vitest';
import type { StaffOidcConfig } from '../../config.ts';
import { admittedEmail } from './admission.ts';

const settings = (kind: StaffOidcConfig['kind']): StaffOidcConfig => ({
  issuer: 'https://issuer.example',
  clientId: 'id',
  clientSecret: 'secret',
  allowedDomains: ['agency.example'],
  kind,
});

test('Google: the Workspace named in the ID token (hd) must be allowed, not only the address', () => {
  const google = settings('google');
  expect(
    admittedEmail({ email: 'Amy@Agency.example', email_verified: true, hd: 'agency.example' }, google),
  ).toEqual({
    email: 'Amy@Agency.example',
  });
  // A consumer Google account with an agency address (no hd), or another Workspace's.
  expect(admittedEmail({ email: 'amy@agency.example', email_verified: true }, google)).toEqual({
    refusal: 'domain-not-allowed',
  });
  expect(
    admittedEmail({ email: 'amy@agency.example', email_verified: true, hd: 'other.example' }, google),
  ).toEqual({
    refusal: 'domain-not-allowed',
  });
});

test('an unverified or missing address, or another domain, is refused', () => {
  const other = settings('other');
  expect(admittedEmail({ email: 'amy@agency.example', email_verified: false }, other)).toEqual({
    refusal: 'no-verified-email',
  });
  expect(admittedEmail({ email_verified: true }, other)).toEqual({ refusal: 'no-verified-email' });
  expect(admittedEmail({ email: 'amy@agency.example.evil', email_verified: true }, other)).toEqual({
    refusal: 'domain-not-allowed',
  });
});

test('Microsoft Entra: no email_verified claim; the tenant is pinned by the issuer', () => {
  expect(admittedEmail({ email: 'amy@agency.example' }, settings('microsoft'))).toEqual({
    email: 'amy@agency.example',
  });
});
