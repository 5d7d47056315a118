// Passkeys: registering one (after a fresh sign-in: a stolen session must not add a lasting way in), listing and
// removing them on the account page, and signing in with one.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit, type AuditAction } from '../../database/audit-log.ts';
import { allow } from '../../security/staff-access.ts';
import { NO_ORIGIN, staffOrigin } from '../guards/staff-origin.ts';
import {
  addPasskey,
  findPasskey,
  listPasskeys,
  recordPasskeyUse,
  removePasskey,
} from '../passkeys/passkey-store.ts';
import { relyingParty } from '../passkeys/relying-party.ts';
import type { StaffDeps } from '../staff-deps.ts';
import { completeSignIn, whoIs } from './complete-sign-in.ts';

export const PASSKEY_NOT_CHECKED =
  'This passkey sign-in could not be checked: it was used already, timed out or belongs to another site. Please try again.';
const NAME_MAX = 60;

const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;

export function passkeyRoutes(app: FastifyInstance, deps: StaffDeps): void {
  const { database, now } = deps;
  const party = (request: FastifyRequest) => {
    const origin = staffOrigin(request, deps.siteOrigin);
    return origin ? relyingParty(database, origin, now) : null;
  };
  const audit = (request: FastifyRequest, action: AuditAction) =>
    recordAudit(database, { actor: request.staff!.email, action, reference: null, detail: null, at: now() });

  app.get('/passkeys', allow('recruiter'), async (request) => ({
    passkeys: await listPasskeys(database, request.staff!.id),
  }));

  app.post('/passkeys/options', allow('recruiter', { freshSignIn: true }), async (request, reply) => {
    const rp = party(request);
    if (!rp) return reply.code(400).send(NO_ORIGIN);
    return rp.registrationOptions(request.staff!);
  });

  app.post('/passkeys', allow('recruiter', { freshSignIn: true }), async (request, reply) => {
    const rp = party(request);
    if (!rp) return reply.code(400).send(NO_ORIGIN);
    const body = bodyOf(request);
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (name === '' || name.length > NAME_MAX) {
      return reply.code(400).send({
        status: 400,
        field: 'name',
        message: `Give the passkey a name of at most ${NAME_MAX} characters, e.g. "Work laptop".`,
      });
    }
    let credential;
    try {
      credential = await rp.verifyRegistration(request.staff!, body.response as RegistrationResponseJSON);
    } catch (error) {
      request.log.warn({ reason: (error as Error).message }, 'passkey registration refused');
      return reply
        .code(400)
        .send({ status: 400, message: 'This passkey could not be registered. Please try again.' });
    }
    await addPasskey(database, request.staff!.id, credential, name, now());
    await audit(request, 'passkey-added');
    return reply.code(201).send({ passkeys: await listPasskeys(database, request.staff!.id) });
  });

  app.delete('/passkeys/:id', allow('recruiter'), async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!(await removePasskey(database, request.staff!.id, id))) {
      return reply.code(404).send({ status: 404, message: 'You have no passkey with this id.' });
    }
    await audit(request, 'passkey-removed');
    return reply.code(204).send();
  });

  app.post('/passkey-sign-in/options', allow('anyone'), async (request, reply) => {
    const rp = party(request);
    if (!rp) return reply.code(400).send(NO_ORIGIN);
    return rp.signInOptions();
  });

  app.post('/passkey-sign-in', allow('anyone'), async (request, reply) => {
    const rp = party(request);
    if (!rp) return reply.code(400).send(NO_ORIGIN);
    const response = bodyOf(request).response as AuthenticationResponseJSON | undefined;
    const found = typeof response?.id === 'string' ? await findPasskey(database, response.id) : null;
    if (!response || !found) {
      return reply
        .code(400)
        .send({ status: 400, message: 'This passkey is not registered to an active staff account.' });
    }
    let counter: number;
    try {
      counter = await rp.verifySignIn(response, found.credential);
    } catch (error) {
      request.log.warn({ reason: (error as Error).message }, 'passkey sign-in refused');
      return reply.code(400).send({ status: 400, message: PASSKEY_NOT_CHECKED });
    }
    await recordPasskeyUse(database, found.credential.id, counter, now());
    await completeSignIn(deps, request, reply, found.account, 'passkey');
    return reply.send(whoIs(found.account));
  });
}
