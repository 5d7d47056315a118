// The account page's sessions: every browser signed in to this account (device, network, last seen), and
// ending any of them. Ending deletes the row, which every node reads on every request.
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../database/audit-log.ts';
import { allow } from '../../security/staff-access.ts';
import type { StaffDeps } from '../staff-deps.ts';

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome on Windows": enough to recognise one's own devices, no fingerprint. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return [browser, system].filter(Boolean).join(' on ') || userAgent.slice(0, 40);
}

export function accountRoutes(app: FastifyInstance, { database, sessions, now }: StaffDeps): void {
  app.get('/sessions', allow('recruiter'), async (request) => {
    const current = request.staffSession!.hash;
    const rows = await sessions.list(request.staff!.id);
    return {
      sessions: rows.map((row) => ({
        id: row.id,
        device: deviceName(row.user_agent),
        network: row.address_prefix ?? '',
        method: row.method,
        signedInAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        current: row.hash === current,
      })),
    };
  });

  // The staff pages ask before an action that needs a fresh sign-in, so they can ask for one in place first.
  app.get('/session/fresh', allow('recruiter', { freshSignIn: true }), async (_request, reply) =>
    reply.code(204).send(),
  );

  app.delete('/sessions/:id', allow('recruiter'), async (request, reply) => {
    const { id } = request.params as { id: string };
    const row = (await sessions.list(request.staff!.id)).find((s) => s.id === id);
    if (!row) return reply.code(404).send({ status: 404, message: 'This session has already ended.' });
    await sessions.endHash(row.hash);
    await recordAudit(database, {
      actor: request.staff!.email,
      action: 'session-ended',
      reference: null,
      detail: null,
      at: now(),
    });
    return reply.code(204).send();
  });
}
