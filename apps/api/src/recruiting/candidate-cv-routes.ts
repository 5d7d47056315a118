// A candidate's CVs on their record (decision 072): the list with what reading each one's words gave, and each
// CV for the record's preview frame (uploads/cv-preview.ts), for recruiters as the download is.
import type { CandidateCv, CvTextState } from '@agency/forms';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit } from '../database/audit-log.ts';
import { cvTextOutcomes } from '../database/cv-texts.ts';
import { allow } from '../security/staff-access.ts';
import { sendCvPreview } from '../uploads/cv-preview.ts';
import { CandidateProblem } from './candidate-actions.ts';
import { candidateGroup, survivorOf } from './candidate-record.ts';
import { answering, type RecruitingContext } from './route-context.ts';
import { candidateIdOf } from './route-input.ts';

export function candidateCvRoutes(app: FastifyInstance, context: RecruitingContext): void {
  const { database, cvs, now } = context;

  /** Every CV of the candidate named in the URL and of those merged into them, newest submission first. */
  const cvsOf = async (request: FastifyRequest): Promise<CandidateCv[]> => {
    const id = await survivorOf(database, candidateIdOf((request.params as { id: string }).id));
    if (id === null) throw new CandidateProblem(404, 'There is no candidate with this id.');
    const ids = (await candidateGroup(database, id)).map((row) => Number(row.id));
    const files = await database.db
      .selectFrom('upload_files as f')
      .innerJoin('uploads as u', 'u.id', 'f.upload_id')
      .innerJoin('submissions as s', 's.id', 'u.submission_id')
      .select([
        'f.id',
        'f.original_name',
        'f.file_type',
        'f.size',
        'f.position',
        's.reference',
        's.created_at',
      ])
      .where('s.candidate_id', 'in', ids)
      .orderBy('s.created_at', 'desc')
      .orderBy('f.upload_id')
      .orderBy('f.position')
      .execute();
    const outcomes = await cvTextOutcomes(
      database,
      files.map((file) => file.id),
    );
    return files.map((file) => ({
      fileId: file.id,
      reference: file.reference,
      position: Number(file.position) + 1,
      name: file.original_name,
      type: file.file_type,
      size: Number(file.size),
      submittedAt: Number(file.created_at),
      text: (outcomes.get(file.id) ?? 'pending') as CvTextState,
    }));
  };

  app.get(
    '/candidates/:id/cvs',
    allow('recruiter'),
    answering(async (request) => ({ cvs: await cvsOf(request) })),
  );

  app.get(
    '/candidates/:id/cvs/:fileId/preview',
    allow('recruiter'),
    answering(async (request, reply) => {
      const { fileId } = request.params as { fileId: string };
      const file = (await cvsOf(request)).find((cv) => cv.fileId === fileId);
      if (!file) throw new CandidateProblem(404, 'This candidate has no such CV.');
      // As a download: the CV's bytes reached the staff member's browser. Its position, never its name.
      await recordAudit(database, {
        actor: request.staff!.email,
        action: 'downloaded-cv',
        reference: file.reference,
        detail: { file: file.position },
        at: now(),
      });
      return sendCvPreview(reply, cvs, { id: file.fileId, type: file.type, size: file.size });
    }),
  );
}
