// The boards and their cards: every board's counts, one board's cards, moving, ending, changing a card's board,
// and one action on several cards of a board.
import { PIPELINE_STAGES, TALENT_POOL, type BoardAnswer } from '@agency/forms';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Tx } from '../database/tables.ts';
import { changeCard, findCard, recordCandidateEvent, type CardChange } from '../database/card-moves.ts';
import { allow } from '../security/staff-access.ts';
import { boardCounts, emptyCounts, readCards, summaries } from './board-cards.ts';
import { bulkCardRoute } from './card-bulk-route.ts';
import { answering, NO_CARD, type RecruitingContext } from './route-context.ts';
import { boardOf, bodyOf, endingOf, InputProblem, ownerFilterOf, stageOf, tagOf } from './route-input.ts';
import { stageLimits } from './stage-limits.ts';

export function cardRoutes(app: FastifyInstance, context: RecruitingContext): void {
  const { database, now } = context;
  const cardAnswer = async (reference: string) =>
    (
      await readCards(database, (q) => q.where('s.reference', '=', reference), {
        now: now(),
        limits: await stageLimits(database),
      })
    )[0];

  app.get('/boards', allow('recruiter'), async () =>
    summaries(await boardCounts(database), await context.vacancyTitles()),
  );

  app.get(
    '/boards/:board',
    allow('recruiter'),
    answering(async (request) => {
      const board = boardOf((request.params as { board: string }).board);
      const query = request.query as Record<string, unknown>;
      const owner = ownerFilterOf(query.owner, context.staffIdOf(request));
      const tag = typeof query.tag === 'string' && query.tag !== '' ? tagOf(query.tag) : undefined;
      const cards = await readCards(
        database,
        (q) =>
          q
            .where('s.board', '=', board)
            .where('s.status', 'in', [...PIPELINE_STAGES])
            .$if(owner === 'none', (qq) => qq.where('e.owner_id', 'is', null))
            .$if(typeof owner === 'number', (qq) => qq.where('e.owner_id', '=', owner as number))
            .$if(tag !== undefined, (qq) =>
              qq.where((eb) =>
                eb.exists(
                  eb
                    .selectFrom('candidate_tags as t')
                    .select('t.tag')
                    .whereRef('t.candidate_id', '=', 'e.id')
                    .where('t.tag', '=', tag!),
                ),
              ),
            ),
        { now: now(), limits: await stageLimits(database) },
      );
      const counts = (await boardCounts(database, board)).get(board) ?? emptyCounts();
      const titles = await context.vacancyTitles();
      return {
        board,
        title: board === TALENT_POOL ? null : (titles[board] ?? null),
        cards: cards.map(({ board: _board, endReason: _reason, status: _status, ...card }) => card),
        counts,
      } satisfies BoardAnswer;
    }),
  );

  /** Applies a change to a card and answers with the card as saved, or why not. */
  const change = async (
    reference: string,
    wanted: CardChange,
    by: { actor: string; at: number },
    reply: FastifyReply,
    tellApplicant: unknown,
  ) => {
    // "Tell the applicant", as the inbox offers: their news mail with a status link, queued with the move.
    const tell =
      tellApplicant === true
        ? (tx: Tx, row: { id: number }) => context.queueStatusNews(tx, row.id, by.at)
        : undefined;
    const outcome = await changeCard(database, reference, wanted, by, tell);
    if (!outcome.ok && outcome.problem === 'not-found') return reply.code(404).send(NO_CARD);
    if (!outcome.ok && outcome.problem === 'not-an-application')
      return reply
        .code(400)
        .send({ status: 400, message: 'This is an enquiry: only applications are cards.' });
    return cardAnswer(reference);
  };

  app.put(
    '/cards/:reference/stage',
    allow('recruiter'),
    answering(async (request, reply) =>
      change(
        (request.params as { reference: string }).reference,
        stageOf(bodyOf(request).stage),
        context.by(request),
        reply,
        bodyOf(request).tellApplicant,
      ),
    ),
  );

  app.post(
    '/cards/:reference/end',
    allow('recruiter'),
    answering(async (request, reply) => {
      const body = bodyOf(request);
      return change(
        (request.params as { reference: string }).reference,
        endingOf(body.ending, body.reason),
        context.by(request),
        reply,
        body.tellApplicant,
      );
    }),
  );

  app.put(
    '/cards/:reference/board',
    allow('recruiter'),
    answering(async (request, reply) => {
      const { reference } = request.params as { reference: string };
      const board = boardOf(bodyOf(request).board);
      if (board !== TALENT_POOL && !(board in (await context.vacancyTitles())))
        throw new InputProblem(`There is no published vacancy "${board}".`);
      const by = context.by(request);
      const card = await findCard(database.db, reference);
      if (!card) return reply.code(404).send(NO_CARD);
      if (card.kind !== 'application')
        throw new InputProblem('This is an enquiry: only applications are cards.');
      if (card.board !== board) {
        await database.db.transaction().execute(async (tx) => {
          await tx.updateTable('submissions').set({ board }).where('id', '=', card.id).execute();
          const detail = { fromBoard: card.board ?? TALENT_POOL, toBoard: board };
          await recordCandidateEvent(tx, {
            candidateId: card.candidate_id,
            ...by,
            action: 'added-to-board',
            submissionId: card.id,
            detail,
          });
          await tx
            .insertInto('audit_log')
            .values({ ...by, action: 'changed-board', reference, detail: JSON.stringify(detail) })
            .execute();
        });
      }
      return cardAnswer(reference);
    }),
  );
  bulkCardRoute(app, context);
}
