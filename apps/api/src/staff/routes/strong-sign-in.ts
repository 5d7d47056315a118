// The admin setting "require a passkey or the identity provider": then a password alone signs in only an admin
// (the break-glass way in) or an account that has no other way yet (a new account without a passkey, where the
// agency has no identity provider configured). A set-password link always works: it is how an account starts.
import { countPasskeys } from '../passkeys/passkey-store.ts';
import type { StaffAccount } from '../accounts/staff-accounts.ts';
import { requiresStrongSignIn } from '../accounts/staff-settings.ts';
import type { StaffDeps } from '../staff-deps.ts';

export const PASSWORD_NOT_ENOUGH = {
  status: 403,
  reason: 'strong-sign-in',
  message: 'Your agency asks staff to sign in with a passkey or its identity provider, not a password.',
} as const;

export async function passwordRefused(
  { database, oidc }: StaffDeps,
  account: StaffAccount,
): Promise<typeof PASSWORD_NOT_ENOUGH | null> {
  if (account.role === 'admin' || !(await requiresStrongSignIn(database))) return null;
  const otherWay = oidc !== null || (await countPasskeys(database, account.id)) > 0;
  return otherWay ? PASSWORD_NOT_ENOUGH : null;
}
