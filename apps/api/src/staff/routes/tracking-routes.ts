// Changing a submission: its status (an application marked Unsuccessful starts the retention clock), notes,
// retain/release and erasure (the same code as the command line), and sending dead mail again.
import {
  PIPELINE_ENDINGS,
  REJECTION_REASONS,
  RETENTION_CLOCK_STATUS,
  statusesOf,
  WITHDRAWAL_REASONS,
  type PipelineEnding,
  type PipelineStage,
  type SubmissionStatus,
} from '@agency/forms';
import type { FastifyInstance } from 'fastify';
import { changeCard } from '../../database/card-moves.ts';
import { deleteSubmission, setRetained } from '../../database/erasure.ts';
import { retryMail } from '../../database/outbox.ts';
import { recordAudit, type AuditAction, type AuditDetail } from '../../database/audit-log.ts';
import { allow } from '../../security/staff-access.ts';
import type { StaffDeps } from '../staff-deps.ts';
import { submissionOr404 } from './inbox-routes.ts';

export const NOTE_MAX_LENGTH = 5000;

const bodyOf = (request: { body: unknown }) => (request.body ?? {}) as Record<string, unknown>;

export function trackingRoutes(app: FastifyInstance, deps: StaffDeps): void {
  const { database, layout, cvs, now } = deps;
  const audit = (actor: string, action: AuditAction, reference: string, detail: AuditDetail | null = null) =>
    recordAudit(database, { actor, action, reference, detail, at: now() });

  app.put('/submissions/:reference/status', allow('recruiter'), async (request, reply) => {
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
    // "Tell the applicant": a mail in their language that the status changed, with a one-use status link; never
    // the status itself. Queued with the change, so neither happens without the other.
    const tell = bodyOf(request).tellApplicant === true && status !== record.status;
    if (record.kind === 'application') {
      // An application is a card: moved or ended by the board's own code (history, compare-and-set).
      const ending = (PIPELINE_ENDINGS as readonly string[]).includes(status);
      const reason = bodyOf(request).reason;
      const reasons: readonly string[] = status === 'rejected' ? REJECTION_REASONS : WITHDRAWAL_REASONS;
      if (ending && reason !== undefined && !(typeof reason === 'string' && reasons.includes(reason)))
        return reply
          .code(400)
          .send({ status: 400, message: `Choose one of these reasons: ${reasons.join(', ')}.` });
      const change = ending
        ? { to: status as PipelineEnding, reason: typeof reason === 'string' ? reason : 'other' }
        : { to: status as PipelineStage };
      const outcome = await changeCard(
        database,
        record.reference,
        change,
        { actor: request.staff!.email, at: now() },
        tell ? (tx) => deps.queueStatusNews(tx, record.id, now()) : undefined,
      );
      const told = outcome.ok && tell;
      return { status, retentionFrom: clock, applicantTold: told };
    }
    await database.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('submissions')
        .set({ status, retention_from: clock })
        .where('id', '=', record.id)
        .execute();
      // The status feature's news mail, with a one-use status link (issue 42; app.ts wires it).
      if (tell) await deps.queueStatusNews(tx, record.id, now());
    });
    await audit(request.staff!.email, 'changed-status', record.reference, {
      from: record.status,
      to: status as SubmissionStatus,
    });
    return { status, retentionFrom: clock, applicantTold: tell };
  });

  app.post('/submissions/:reference/notes', allow('recruiter'), async (request, reply) => {
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
    await database.db
      .insertInto('submission_notes')
      .values({ submission_id: record.id, author: note.author, text: note.text, created_at: note.at })
      .execute();
    // The note's words stay out of the log: they may carry personal data, which the log must never hold.
    await audit(request.staff!.email, 'added-note', record.reference);
    return reply.code(201).send(note);
  });

  app.put('/submissions/:reference/retention', allow('recruiter'), async (request, reply) => {
    const record = await submissionOr404(deps, request, reply);
    if (!record) return reply;
    const retain = bodyOf(request).retain;
    if (typeof retain !== 'boolean') {
      return reply
        .code(400)
        .send({ status: 400, message: 'Say whether to retain the submission (true or false).' });
    }
    await setRetained(database, record.reference, retain);
    await audit(request.staff!.email, retain ? 'retained' : 'released', record.reference);
    return { retained: retain };
  });

  app.delete('/submissions/:reference', allow('admin', { freshSignIn: true }), async (request, reply) => {
    const record = await submissionOr404(deps, request, reply);
    if (!record) return reply;
    const report = await deleteSubmission(database, layout, cvs, record);
    await audit(request.staff!.email, 'erased', record.reference, {
      files: report.files,
      mails: report.mails,
    });
    return report;
  });

  app.post('/submissions/:reference/mail/retry', allow('recruiter'), async (request, reply) => {
    const record = await submissionOr404(deps, request, reply);
    if (!record) return reply;
    const requeued = await retryMail(database, record.reference);
    if (requeued > 0) await audit(request.staff!.email, 'resent-mail', record.reference, { mails: requeued });
    return { requeued };
  });
}
