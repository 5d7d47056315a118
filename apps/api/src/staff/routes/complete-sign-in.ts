// The end of every way in (password, passkey, identity provider): a new session, or, when the person is already
// signed in to this browser as the same account, the same session confirmed as freshly signed in (the riskiest
// actions want that) without losing its place.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignInMethod } from '../accounts/sessions.ts';
import type { StaffAccount } from '../accounts/staff-accounts.ts';
import { recordAudit } from '../../database/audit-log.ts';
import { sessionCookie } from '../guards/session-cookie.ts';
import type { StaffDeps } from '../staff-deps.ts';

export async function completeSignIn(
  { database, sessions, now }: StaffDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  account: StaffAccount,
  method: SignInMethod,
  sessionHash: string | null = request.staff?.id === account.id ? (request.staffSession?.hash ?? null) : null,
): Promise<void> {
  if (sessionHash) {
    await sessions.confirm(sessionHash, now(), method);
    await recordAudit(database, {
      actor: account.email,
      action: 'signed-in-again',
      reference: null,
      detail: null,
      at: now(),
    });
    return;
  }
  const token = await sessions.create(account.id, now(), {
    method,
    userAgent: request.headers['user-agent'],
    address: request.ip,
  });
  await recordAudit(database, {
    actor: account.email,
    action: 'signed-in',
    reference: null,
    detail: null,
    at: now(),
  });
  reply.header('Set-Cookie', sessionCookie(request, token)).header('Cache-Control', 'no-store');
}

/** What the staff pages learn about who is signed in. */
export const whoIs = (account: StaffAccount) => ({
  name: account.name,
  email: account.email,
  role: account.role,
});
