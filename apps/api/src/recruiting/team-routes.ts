// Working together: the Waiting view, the stage limits (admins change them), each staff member's saved filters,
// and the active staff for owner pickers.
import { SAVED_FILTER_NAME_MAX, type SavedFilter, type StaffRef } from '@agency/forms';
import type { FastifyInstance } from 'fastify';
import { allow } from '../security/staff-access.ts';
import { answering, type RecruitingContext } from './route-context.ts';
import { bodyOf, candidateIdOf, InputProblem, ownerFilterOf } from './route-input.ts';
import { parseStageLimits, saveStageLimits, stageLimits } from './stage-limits.ts';
import { waitingList } from './waiting.ts';

const SAVED_FILTERS_MAX = 50;
const PATH_MAX = 500;

export function teamRoutes(app: FastifyInstance, context: RecruitingContext): void {
  const { database, now } = context;
  const { db } = database;

  app.get(
    '/waiting',
    allow('recruiter'),
    answering(async (request) => {
      const owner = ownerFilterOf(
        (request.query as Record<string, unknown>).owner,
        context.staffIdOf(request),
      );
      return waitingList(database, {
        now: now(),
        limits: await stageLimits(database),
        ...(owner === undefined ? {} : { owner }),
      });
    }),
  );

  app.get('/settings/stage-limits', allow('recruiter'), async () => stageLimits(database));
  app.put(
    '/settings/stage-limits',
    allow('admin'),
    answering(async (request) => {
      const limits = parseStageLimits(request.body);
      if (typeof limits === 'string') throw new InputProblem(limits);
      await saveStageLimits(database, limits);
      const { actor, at } = context.by(request);
      await db
        .insertInto('audit_log')
        .values({
          at,
          actor,
          action: 'changed-stage-limits',
          reference: null,
          detail: JSON.stringify({ limits }),
        })
        .execute();
      return limits;
    }),
  );

  const ownFilters = async (accountId: number): Promise<SavedFilter[]> =>
    (
      await db
        .selectFrom('staff_saved_filters')
        .select(['id', 'name', 'path'])
        .where('account_id', '=', accountId)
        .orderBy('name')
        .execute()
    ).map((row) => ({ id: Number(row.id), name: row.name, path: row.path }));

  app.get('/saved-filters', allow('recruiter'), async (request) => ownFilters(context.staffIdOf(request)));
  app.post(
    '/saved-filters',
    allow('recruiter'),
    answering(async (request) => {
      const body = bodyOf(request);
      const name = typeof body.name === 'string' ? body.name.trim() : '';
      const path = typeof body.path === 'string' ? body.path.trim() : '';
      if (name === '' || name.length > SAVED_FILTER_NAME_MAX)
        throw new InputProblem(`Name the filter (at most ${SAVED_FILTER_NAME_MAX} characters).`);
      if (!/^\/[^\s]*$/.test(path) || path.length > PATH_MAX || path.startsWith('//'))
        throw new InputProblem(
          'The filter\'s "path" is a staff page with its query, like /boards/pool?tag=visa.',
        );
      const accountId = context.staffIdOf(request);
      const mine = await ownFilters(accountId);
      if (mine.length >= SAVED_FILTERS_MAX)
        throw new InputProblem(`You can keep at most ${SAVED_FILTERS_MAX} filters: delete one first.`);
      await db
        .insertInto('staff_saved_filters')
        .values({ account_id: accountId, name, path, created_at: now() })
        .execute();
      return ownFilters(accountId);
    }),
  );
  app.delete(
    '/saved-filters/:id',
    allow('recruiter'),
    answering(async (request, reply) => {
      const id = candidateIdOf((request.params as { id: string }).id, 'filter id');
      const accountId = context.staffIdOf(request);
      const deleted = await db
        .deleteFrom('staff_saved_filters')
        .where('id', '=', id)
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0)
        return reply.code(404).send({ status: 404, message: 'You have no saved filter with this id.' });
      return ownFilters(accountId);
    }),
  );

  app.get('/staff-members', allow('recruiter'), async (): Promise<StaffRef[]> =>
    (
      await db
        .selectFrom('staff_accounts')
        .select(['id', 'name'])
        .where('disabled_at', 'is', null)
        .orderBy('name')
        .execute()
    ).map((row) => ({ id: Number(row.id), name: row.name })),
  );
}
