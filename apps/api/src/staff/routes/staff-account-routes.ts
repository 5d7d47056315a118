// Managing staff from the staff area (admins only, each change after a fresh sign-in): the accounts, adding one
// with a role (a one-time set-password link to send), changing a role, disabling (its sessions end on every
// node), and the setting that requires a passkey or the identity provider.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setPasswordLink } from '../accounts/set-password-link.ts';
import { changeRole, disableById, isRole, listAccounts } from '../accounts/staff-admin-actions.ts';
import { createAccount, issueSetPasswordToken, StaffAccountError } from '../accounts/staff-accounts.ts';
import { requiresStrongSignIn, setStrongSignIn } from '../accounts/staff-settings.ts';
import { recordAudit, type AuditAction } from '../../database/audit-log.ts';
import { allow } from '../../security/staff-access.ts';
import { staffOrigin } from '../guards/staff-origin.ts';
import type { StaffDeps } from '../staff-deps.ts';

const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function staffAccountRoutes(app: FastifyInstance, deps: StaffDeps): void {
  const { database, now } = deps;
  const audit = (request: FastifyRequest, action: AuditAction, reference: string | null) =>
    recordAudit(database, { actor: request.staff!.email, action, reference, detail: null, at: now() });
  /** Runs an account change; its refusals (unknown id, the last admin, a taken address) are a 400 in words. */
  const change = async (reply: FastifyReply, run: () => Promise<unknown>) => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof StaffAccountError)
        return reply.code(400).send({ status: 400, message: error.message });
      throw error;
    }
  };
  const idOf = (request: FastifyRequest) => Number((request.params as { id: string }).id);

  app.get('/accounts', allow('admin'), async () => ({
    accounts: await listAccounts(database),
    requireStrongSignIn: await requiresStrongSignIn(database),
  }));

  app.post('/accounts', allow('admin', { freshSignIn: true }), async (request, reply) => {
    const body = bodyOf(request);
    const role = isRole(body.role) ? body.role : null;
    if (!role)
      return reply.code(400).send({ status: 400, field: 'role', message: 'Choose admin or recruiter.' });
    return change(reply, async () => {
      const account = await createAccount(database, text(body.email), text(body.name), now(), role);
      const token = await issueSetPasswordToken(database, account.id, now());
      await audit(request, 'staff-added', account.email);
      const origin = staffOrigin(request, deps.siteOrigin) ?? '';
      return reply.code(201).send({ account, link: setPasswordLink(origin, token) });
    });
  });

  app.put('/accounts/:id/role', allow('admin', { freshSignIn: true }), async (request, reply) => {
    const role = bodyOf(request).role;
    if (!isRole(role)) return reply.code(400).send({ status: 400, message: 'Choose admin or recruiter.' });
    return change(reply, async () => {
      const account = await changeRole(database, idOf(request), role);
      await audit(request, role === 'admin' ? 'staff-made-admin' : 'staff-made-recruiter', account.email);
      return { account };
    });
  });

  app.post('/accounts/:id/disable', allow('admin', { freshSignIn: true }), async (request, reply) =>
    change(reply, async () => {
      const account = await disableById(database, idOf(request), now());
      await audit(request, 'staff-disabled', account.email);
      return { account };
    }),
  );

  app.put('/settings/strong-sign-in', allow('admin', { freshSignIn: true }), async (request, reply) => {
    const required = bodyOf(request).required;
    if (typeof required !== 'boolean') {
      return reply.code(400).send({ status: 400, message: 'Say whether it is required (true or false).' });
    }
    await setStrongSignIn(database, required);
    await audit(request, required ? 'strong-sign-in-required' : 'strong-sign-in-optional', null);
    return { requireStrongSignIn: required };
  });
}
