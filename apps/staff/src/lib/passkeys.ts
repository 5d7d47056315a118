// Passkeys in the browser (SimpleWebAuthn): the server makes the options and single-use challenge, the browser
// asks the authenticator, the server checks the answer.
import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { api } from './api.ts';

/** Signs in (or, when already signed in as the same person, confirms the session) with a passkey. */
export async function signInWithPasskey(): Promise<void> {
  const optionsJSON = await api<PublicKeyCredentialRequestOptionsJSON>(
    'POST',
    '/passkey-sign-in/options',
    {},
  );
  const response = await startAuthentication({ optionsJSON });
  await api('POST', '/passkey-sign-in', { response });
}

export async function registerPasskey(name: string): Promise<void> {
  const optionsJSON = await api<PublicKeyCredentialCreationOptionsJSON>('POST', '/passkeys/options', {});
  const response = await startRegistration({ optionsJSON });
  await api('POST', '/passkeys', { name, response });
}
