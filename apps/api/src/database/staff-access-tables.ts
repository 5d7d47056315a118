// The tables of staff sign-in beyond passwords (migration 2026-12-02-1, decision 068).

export interface StaffPasskeysTable {
  /** The credential's id as the browser gives it (base64url). */
  credential_id: string;
  account_id: number;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter (0 for passkeys that keep none). */
  counter: number;
  /** JSON array of the transports the browser reported (usb, internal, hybrid, …). */
  transports: string;
  name: string;
  created_at: number;
  last_used_at: number | null;
}

/** Single-use, short-lived proofs in progress: a WebAuthn challenge, or an OpenID Connect sign-in's state. */
export interface StaffSignInChallengesTable {
  /** The WebAuthn challenge itself, or the SHA-256 of the OIDC `state`. */
  key: string;
  purpose: 'passkey-registration' | 'passkey-sign-in' | 'oidc';
  /** Registration: the account adding a passkey. */
  account_id: number | null;
  /** A fresh sign-in for a session already open: that session's token hash. */
  session_hash: string | null;
  /** OIDC: the SHA-256 of the browser-binding cookie set when the sign-in started. */
  browser_hash: string | null;
  nonce: string | null;
  code_verifier: string | null;
  /** The staff page to go back to afterwards. */
  return_to: string | null;
  expires_at: number;
}

export interface StaffSettingsTable {
  key: string;
  value: string;
}

export interface StaffAccessTables {
  staff_passkeys: StaffPasskeysTable;
  staff_sign_in_challenges: StaffSignInChallengesTable;
  staff_settings: StaffSettingsTable;
}
