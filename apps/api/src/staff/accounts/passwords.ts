// Staff passwords: argon2id (the @node-rs/argon2 defaults: m=19 MiB, t=2, p=1, OWASP's recommended minimum).
import { hash, verify } from '@node-rs/argon2';

export const PASSWORD_MIN_LENGTH = 12;
/** Long enough for any passphrase; a cap keeps a huge body from costing hashing time. */
export const PASSWORD_MAX_LENGTH = 256;

/** A sentence for the person choosing the password, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH)
    return `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  if (length > PASSWORD_MAX_LENGTH)
    return `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verified against when the account does not exist or has no password, so a wrong e-mail address takes as long
// as a wrong password and the answer time does not reveal which accounts exist.
let decoy: Promise<string> | null = null;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    decoy ??= hash('decoy password that matches nothing');
    await verify(await decoy, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
