// Signing in and out. POST /session takes {email, password}, or {token, password} from a one-time set-password
// link (which sets the password and signs in). Wrong details always get the same message.
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../database/audit-log.ts';
import { passwordProblem } from '../accounts/passwords.ts';
import { checkCredentials, redeemSetPasswordToken, type StaffAccount } from '../accounts/staff-accounts.ts';
import { clearedSessionCookie, readSessionToken } from '../guards/session-cookie.ts';
import { allow } from '../../security/staff-access.ts';
import type { StaffDeps } from '../staff-deps.ts';
import { completeSignIn, whoIs } from './complete-sign-in.ts';
import { passwordRefused } from './strong-sign-in.ts';

export const WRONG_DETAILS = 'The e-mail address or password is not right. Please try again.';
export const LINK_NOT_VALID = 'This link has expired or was already used. Ask for a new one.';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function sessionRoutes(app: FastifyInstance, deps: StaffDeps): void {
  const { database, sessions, throttle, now } = deps;
  app.post('/session', allow('anyone'), async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const password = text(body.password);
    const token = text(body.token);
    const email = text(body.email);
    const ip = request.ip;
    // Token sign-ins are throttled under the token's own key, so guessing tokens costs the same as passwords.
    const throttleName = token ? `token:${token.slice(0, 8)}` : email;
    // Counted before anything is checked (decision 026): concurrent attempts cannot slip past the limit.
    const attemptAt = now();
    const wait = await throttle.attempt(throttleName, ip, attemptAt);
    if (wait > 0) {
      return reply.code(429).header('Retry-After', String(wait)).send({
        status: 429,
        message: 'Too many attempts. Please wait a few minutes and try again.',
        retryAfter: wait,
      });
    }
    let account: StaffAccount | null;
    if (token) {
      const problem = passwordProblem(password);
      if (problem) return reply.code(400).send({ status: 400, message: problem, field: 'password' });
      account = await redeemSetPasswordToken(database, token, password, now());
      if (!account) {
        return reply.code(400).send({ status: 400, message: LINK_NOT_VALID });
      }
    } else {
      if (email.trim() === '' || password === '') {
        return reply.code(400).send({ status: 400, message: 'Enter your e-mail address and password.' });
      }
      account = await checkCredentials(database, email, password);
      if (!account) return reply.code(401).send({ status: 401, message: WRONG_DETAILS });
      await throttle.recordSuccess(email, ip, attemptAt);
      const refused = await passwordRefused(deps, account);
      if (refused) return reply.code(403).send(refused);
    }
    await completeSignIn(deps, request, reply, account, 'password');
    return reply.send(whoIs(account));
  });

  // Open to all: the staff area asks it first, and a signed-out visit is no error (issue 42).
  app.get('/session', allow('anyone'), async (request, reply) => {
    const staff = request.staff;
    return reply
      .header('Cache-Control', 'no-store')
      .send(staff ? { signedIn: true, ...whoIs(staff) } : { signedIn: false });
  });

  app.delete('/session', allow('recruiter'), async (request, reply) => {
    const token = readSessionToken(request);
    if (token) await sessions.end(token);
    await recordAudit(database, {
      actor: request.staff!.email,
      action: 'signed-out',
      reference: null,
      detail: null,
      at: now(),
    });
    return reply.header('Set-Cookie', clearedSessionCookie(request)).code(204).send();
  });
}
