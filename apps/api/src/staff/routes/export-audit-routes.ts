// The CSV export of the current filter, and the audit log.
import type { FastifyInstance } from 'fastify';
import { listAudit, recordAudit } from '../../database/audit-log.ts';
import { exportCsv } from '../export/export-submissions.ts';
import { FilterError, parseFilter } from '../inbox/inbox-queries.ts';
import { allow } from '../../security/staff-access.ts';
import type { StaffDeps } from '../staff-deps.ts';
import { pageNumber } from './inbox-routes.ts';

export function exportAuditRoutes(
  app: FastifyInstance,
  { database, retentionDays, now, vacancyTitles }: StaffDeps,
): void {
  app.get('/submissions.csv', allow('admin', { freshSignIn: true }), async (request, reply) => {
    let filter;
    try {
      filter = parseFilter(request.query as Record<string, unknown>);
    } catch (error) {
      if (error instanceof FilterError) return reply.code(400).send({ status: 400, message: error.message });
      throw error;
    }
    // Logged when it starts, so an interrupted download is logged too. The search words stay out of the log
    // (they may be a name); the other filters are not personal data.
    const { q, ...rest } = filter;
    const filters: Record<string, string | boolean> = { ...rest, ...(q ? { search: true } : {}) };
    await recordAudit(database, {
      actor: request.staff!.email,
      action: 'exported',
      reference: null,
      detail: { filters },
      at: now(),
    });
    const stream = exportCsv(database, filter, retentionDays, await vacancyTitles());
    const day = new Date(now() + 8 * 3_600_000).toISOString().slice(0, 10);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="submissions-${day}.csv"`)
      .send(stream);
  });

  app.get('/audit', allow('recruiter'), async (request) => {
    const query = request.query as Record<string, unknown>;
    const reference = typeof query.reference === 'string' && query.reference ? query.reference : undefined;
    return listAudit(database, pageNumber(query.page), reference);
  });
}
