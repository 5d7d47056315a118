// The recruiting part of the staff API (issue 43, decision 070), mounted under /api/staff by app.ts as a staff
// section: behind the staff guard, recruiters for the daily work, admins for the stage limits.
import type { FastifyInstance } from 'fastify';
import { candidateCvRoutes } from './candidate-cv-routes.ts';
import { candidateMailRoutes } from './candidate-mail/mail-routes.ts';
import { candidateRoutes } from './candidate-routes.ts';
import { cardRoutes } from './card-routes.ts';
import { matchingRoutes } from './matching-routes.ts';
import type { RecruitingContext, RecruitingDeps, SectionContext } from './route-context.ts';
import { teamRoutes } from './team-routes.ts';

export type { RecruitingDeps };

export const recruitingRoutes =
  (deps: RecruitingDeps) =>
  (app: FastifyInstance, section: SectionContext): void => {
    const context: RecruitingContext = {
      ...deps,
      ...section,
      by: (request) => ({ actor: section.actorOf(request), at: section.now() }),
    };
    cardRoutes(app, context);
    candidateRoutes(app, context);
    candidateCvRoutes(app, context);
    teamRoutes(app, context);
    candidateMailRoutes(app, context);
    matchingRoutes(app, context);
  };
