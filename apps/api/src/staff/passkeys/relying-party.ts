// WebAuthn through SimpleWebAuthn, bound to the staff pages' origin (and its host name as the RP ID): a passkey
// made here works nowhere else, and an assertion made for another site is refused. Challenges are random,
// kept server-side and single-use (accounts/sign-in-challenges.ts).
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import type { Database } from '../../database/database.ts';
import { keepChallenge, takeChallenge } from '../accounts/sign-in-challenges.ts';
import type { StaffAccount } from '../accounts/staff-accounts.ts';
import { passkeyCredentials } from './passkey-store.ts';

export const RP_NAME = 'Staff area';

export function relyingParty(database: Database, origin: string, now: () => number) {
  const rpID = new URL(origin).hostname;
  const consume =
    (purpose: 'passkey-registration' | 'passkey-sign-in', accountId: number | null) =>
    async (challenge: string) => {
      const kept = await takeChallenge(database, challenge, purpose, now());
      return kept !== null && kept.account_id === accountId;
    };

  return {
    async registrationOptions(account: StaffAccount) {
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID,
        userName: account.email,
        userDisplayName: account.name,
        userID: new TextEncoder().encode(`staff-${account.id}`),
        attestationType: 'none',
        excludeCredentials: await passkeyCredentials(database, account.id),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await keepChallenge(
        database,
        { key: options.challenge, purpose: 'passkey-registration', account_id: account.id },
        now(),
      );
      return options;
    },
    /** The new credential; throws when the response does not check out. */
    async verifyRegistration(account: StaffAccount, response: RegistrationResponseJSON) {
      const result = await verifyRegistrationResponse({
        response,
        expectedChallenge: consume('passkey-registration', account.id),
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
      });
      if (!result.verified) throw new Error('registration not verified');
      return result.registrationInfo.credential;
    },
    async signInOptions() {
      const options = await generateAuthenticationOptions({ rpID, userVerification: 'required' });
      await keepChallenge(database, { key: options.challenge, purpose: 'passkey-sign-in' }, now());
      return options;
    },
    /** The authenticator's new counter; throws on a replayed, foreign or forged assertion. */
    async verifySignIn(
      response: AuthenticationResponseJSON,
      credential: WebAuthnCredential,
    ): Promise<number> {
      const result = await verifyAuthenticationResponse({
        response,
        expectedChallenge: consume('passkey-sign-in', null),
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential,
        requireUserVerification: true,
      });
      if (!result.verified) throw new Error('assertion not verified');
      return result.authenticationInfo.newCounter;
    },
  };
}
