// What the recruiting routes share: their dependencies, what the staff API tells them of a request, and the way
// refusals are answered.
import type { EligibilityRoutesQueryResult, VacanciesQueryResult } from '@agency/content';
import type { VacancyTitles } from '@agency/forms/inbox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../database/database.ts';
import type { Tx } from '../database/tables.ts';
import type { CvStorage } from '../uploads/cv-storage.ts';
import { CandidateProblem } from './candidate-actions.ts';
import type { CandidateMailDeps } from './candidate-mail/mail-routes.ts';
import { InputProblem } from './route-input.ts';

export interface RecruitingDeps {
  database: Database;
  /** Where CV files are stored: the record's CV preview reads them. */
  cvs: CvStorage;
  /** The published vacancies' titles by slug (the boards' titles; a card joins only a published vacancy's board). */
  vacancyTitles: () => Promise<VacancyTitles>;
  /** The published vacancies not marked filled, and the eligibility routes (matching, decision 074). */
  vacancies: () => Promise<VacanciesQueryResult>;
  eligibilityRoutes: () => Promise<EligibilityRoutesQueryResult>;
  /** "Tell the applicant" (the status feature's news mail), queued with a move (app.ts wires it). */
  queueStatusNews: (tx: Tx, submissionId: number, now: number) => Promise<void>;
  /** Writing to candidates from their record (decision 073); without it the routes are not mounted. */
  candidateMail?: CandidateMailDeps;
}

/** What the staff API tells a section about a request. */
export interface SectionContext {
  now: () => number;
  actorOf: (request: FastifyRequest) => string;
  staffIdOf: (request: FastifyRequest) => number;
}

export interface RecruitingContext extends RecruitingDeps, SectionContext {
  by: (request: FastifyRequest) => { actor: string; at: number };
}

/** Runs a handler, answering an input problem with 400 and a candidate problem with its status. */
export const answering =
  (handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await handler(request, reply);
    } catch (error) {
      if (error instanceof InputProblem) return reply.code(400).send({ status: 400, message: error.message });
      if (error instanceof CandidateProblem)
        return reply.code(error.status).send({ status: error.status, message: error.message });
      throw error;
    }
  };

export const NO_CARD = { status: 404, message: 'There is no application with this reference.' };
