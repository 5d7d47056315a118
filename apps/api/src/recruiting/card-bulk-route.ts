// One action on several cards of a board (POST /api/staff/cards/bulk): move, end with a reason, tag or assign
// their candidates. Each card is done on its own; the answer says which were done and why any other was not.
import type { BulkCardsAnswer } from '@agency/forms';
import type { FastifyInstance } from 'fastify';
import { changeCard, findCard } from '../database/card-moves.ts';
import { allow } from '../security/staff-access.ts';
import { addTag, CandidateProblem, setOwner } from './candidate-actions.ts';
import { survivorOf } from './candidate-record.ts';
import { answering, NO_CARD, type RecruitingContext } from './route-context.ts';
import { bodyOf, endingOf, InputProblem, ownerFilterOf, stageOf, tagOf } from './route-input.ts';

export const BULK_MAX = 200;

export function bulkCardRoute(app: FastifyInstance, context: RecruitingContext): void {
  const { database } = context;
  app.post(
    '/cards/bulk',
    allow('recruiter'),
    answering(async (request) => {
      const body = bodyOf(request);
      const references = body.references;
      if (
        !Array.isArray(references) ||
        references.length === 0 ||
        !references.every((r) => typeof r === 'string')
      )
        throw new InputProblem('Choose the cards: "references" is a list of application references.');
      if (references.length > BULK_MAX) throw new InputProblem(`Choose at most ${BULK_MAX} cards at once.`);
      const by = context.by(request);
      const answer: BulkCardsAnswer = { done: [], failed: [] };
      const unique = [...new Set(references as string[])];
      if (body.action === 'move' || body.action === 'end') {
        const wanted = body.action === 'move' ? stageOf(body.stage) : endingOf(body.ending, body.reason);
        for (const reference of unique) {
          const outcome = await changeCard(database, reference, wanted, by);
          if (outcome.ok || outcome.problem === 'unchanged') answer.done.push(reference);
          else
            answer.failed.push({
              reference,
              message: outcome.problem === 'not-found' ? NO_CARD.message : 'This is an enquiry.',
            });
        }
        return answer;
      }
      if (body.action !== 'tag' && body.action !== 'assign')
        throw new InputProblem('Choose an action: move, end, tag or assign.');
      const tag = body.action === 'tag' ? tagOf(body.tag) : null;
      const ownerId =
        body.action === 'assign' ? (body.ownerId === null ? null : ownerFilterOf(body.ownerId)) : null;
      if (ownerId === 'none' || ownerId === undefined)
        throw new InputProblem('Choose an owner: a staff id, or null for nobody.');
      for (const reference of unique) {
        const card = await findCard(database.db, reference);
        const candidateId =
          card?.candidate_id == null ? null : await survivorOf(database, Number(card.candidate_id));
        if (!card || card.kind !== 'application' || candidateId === null) {
          answer.failed.push({ reference, message: NO_CARD.message });
          continue;
        }
        try {
          if (tag !== null) await addTag(database, candidateId, tag, by);
          else await setOwner(database, candidateId, ownerId, by);
          answer.done.push(reference);
        } catch (error) {
          if (!(error instanceof CandidateProblem)) throw error;
          answer.failed.push({ reference, message: error.message });
        }
      }
      return answer;
    }),
  );
}
