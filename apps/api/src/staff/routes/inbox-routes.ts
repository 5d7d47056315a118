// Reading the inbox: the list (filters, search, pages), the vacancies to filter by, one submission, its CV files.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { openCvOr404 } from '../../uploads/cv-preview.ts';
import { sanitiseOriginalName } from '../../uploads/file-type.ts';
import { recordAudit } from '../../database/audit-log.ts';
import { appliedVacancies, FilterError, listSubmissions, parseFilter } from '../inbox/inbox-queries.ts';
import { findSubmission, submissionDetail, type SubmissionRecord } from '../inbox/submission-detail.ts';
import { allow } from '../../security/staff-access.ts';
import type { StaffDeps } from '../staff-deps.ts';

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

export const NOT_FOUND = { status: 404, message: 'There is no submission with this reference.' };

/** RFC 6266: an ASCII fallback plus the exact UTF-8 name (RFC 5987 encoding). */
export function attachmentHeader(name: string): string {
  const safe = sanitiseOriginalName(name);
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function pageNumber(raw: unknown): number {
  const page = Number(raw ?? 1);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** The submission named in the URL, or a 404 answer already sent. */
export async function submissionOr404(
  deps: StaffDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SubmissionRecord | null> {
  const { reference } = request.params as { reference: string };
  const record = await findSubmission(deps.database, reference);
  if (!record) await reply.code(404).send(NOT_FOUND);
  return record;
}

export function inboxRoutes(app: FastifyInstance, deps: StaffDeps): void {
  const { database, retentionDays, now } = deps;

  app.get('/submissions', allow('recruiter'), async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    try {
      return await listSubmissions(database, parseFilter(query), pageNumber(query.page), retentionDays);
    } catch (error) {
      if (error instanceof FilterError) return reply.code(400).send({ status: 400, message: error.message });
      throw error;
    }
  });

  app.get('/vacancies', allow('recruiter'), async () => ({ vacancies: await appliedVacancies(database) }));
  app.get('/vacancy-titles', allow('recruiter'), async () => ({ titles: await deps.vacancyTitles() }));

  app.get('/submissions/:reference', allow('recruiter'), async (request, reply) => {
    const record = await submissionOr404(deps, request, reply);
    if (!record) return reply;
    await recordAudit(database, {
      actor: request.staff!.email,
      action: 'viewed',
      reference: record.reference,
      detail: null,
      at: now(),
    });
    return submissionDetail(database, record, retentionDays);
  });

  app.get('/submissions/:reference/files/:fileId', allow('recruiter'), async (request, reply) => {
    const record = await submissionOr404(deps, request, reply);
    if (!record) return reply;
    const { fileId } = request.params as { fileId: string };
    const files = (await submissionDetail(database, record, retentionDays)).files;
    const file = files.find((f) => f.id === fileId);
    if (!file) return reply.code(404).send({ status: 404, message: 'This submission has no such file.' });
    const stream = await openCvOr404(reply, deps.cvs, file.id);
    if (!stream) return reply;
    await recordAudit(database, {
      actor: request.staff!.email,
      action: 'downloaded-cv',
      reference: record.reference,
      // The file's position, never its name: a CV's name often is the applicant's (and more).
      detail: { file: files.indexOf(file) + 1 },
      at: now(),
    });
    return reply
      .header('Content-Type', CONTENT_TYPES[file.type])
      .header('Content-Disposition', attachmentHeader(file.name))
      .header('Content-Length', String(file.size))
      .header('X-Content-Type-Options', 'nosniff')
      .send(stream);
  });
}
