// Changing a submission: its status (an application marked Unsuccessful starts the retention clock), notes,
// retain/release and erasure (the same code as the command line), and sending dead mail again.
import { RETENTION_CLOCK_STATUS, statusesOf, type SubmissionStatus } from '@agency/forms';
import type { FastifyInstance } from 'fastify';
import { retryMail } from '../../forms/mail/outbox-admin.ts';
import { deleteSubmission } from '../../forms/retention/delete-submission.ts';
import { setRetained } from '../../forms/retention/retain-submission.ts';
import { recordAudit, type AuditAction } from '../audit/audit-log.ts';
import type { StaffDeps } from '../staff-deps.ts';
import { submissionOr404 } from './inbox-routes.ts';

export const NOTE_MAX_LENGTH = 5000;

const bodyOf = (request: { body: unknown }) => (request.body ?? {}) as Record<string, unknown>;

export function trackingRoutes(app: FastifyInstance, deps: StaffDeps): void {
  const { db, layout, cvs, now } = deps;
  const audit = (actor: string, action: AuditAction, reference: string, detail: string | null = null) =>
    recordAudit(db, { actor, action, reference, detail, at: now() });

  app.put('/submissions/:reference/status', async (request, reply) => {
    const record = await submissionOr404(deps, request, reply);
    if (!record) return reply;
    const status = bodyOf(request).status;
    const allowed = statusesOf(record.kind);
    if (typeof status !== 'string' || !(allowed as readonly string[]).includes(status)) {
      return reply
        .code(400)
        .send({ status: 400, message: `Choose one of these statuses: ${allowed.join(', ')}.` });
    }
    const clock = status === RETENTION_CLOCK_STATUS ? now() : null;
    db.prepare('UPDATE submissions SET status = ?, retention_from = ? WHERE id = ?').run(
      status,
      clock,
      record.id,
    );
    audit(
      request.staff!.email,
      'changed-status',
      record.reference,
      `${record.status} → ${status as SubmissionStatus}`,
    );
    return { status, retentionFrom: clock };
  });

  app.post('/submissions/:reference/notes', async (request, reply) => {
    const record = await submissionOr404(deps, request, reply);
    if (!record) return reply;
    const text = bodyOf(request).text;
    if (typeof text !== 'string' || text.trim() === '') {
      return reply.code(400).send({ status: 400, message: 'Write the note first.' });
    }
    if (text.length > NOTE_MAX_LENGTH) {
      return reply
        .code(400)
        .send({ status: 400, message: `A note can be at most ${NOTE_MAX_LENGTH} characters long.` });
    }
    const note = { author: request.staff!.name, text: text.trim(), at: now() };
    db.prepare(
      'INSERT INTO submission_notes (submission_id, author, text, created_at) VALUES (?, ?, ?, ?)',
    ).run(record.id, note.author, note.text, note.at);
    // The note's words stay out of the log: they may carry personal data, which the log must never hold.
    audit(request.staff!.email, 'added-note', record.reference);
    return reply.code(201).send(note);
  });

  app.put('/submissions/:reference/retention', async (request, reply) => {
    const record = await submissionOr404(deps, request, reply);
    if (!record) return reply;
    const retain = bodyOf(request).retain;
    if (typeof retain !== 'boolean') {
      return reply
        .code(400)
        .send({ status: 400, message: 'Say whether to retain the submission (true or false).' });
    }
    setRetained(db, record.reference, retain);
    audit(request.staff!.email, retain ? 'retained' : 'released', record.reference);
    return { retained: retain };
  });

  app.delete('/submissions/:reference', async (request, reply) => {
    const record = await submissionOr404(deps, request, reply);
    if (!record) return reply;
    const report = await deleteSubmission(db, layout, cvs, record);
    audit(
      request.staff!.email,
      'erased',
      record.reference,
      `${report.files} file(s), ${report.mails} mail(s)`,
    );
    return report;
  });

  app.post('/submissions/:reference/mail/retry', async (request, reply) => {
    const record = await submissionOr404(deps, request, reply);
    if (!record) return reply;
    const requeued = retryMail(db, record.reference);
    if (requeued > 0) audit(request.staff!.email, 'resent-mail', record.reference, `${requeued} mail(s)`);
    return { requeued };
  });
}
