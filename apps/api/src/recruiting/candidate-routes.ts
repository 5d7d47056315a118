// The candidates: the list, one record, and what staff change on a candidate (owner, tags, follow-up, notes,
// merging by hand and its undo). A merged candidate's id answers for the candidate it was merged into.
import { CANDIDATE_NOTE_MAX_LENGTH } from '@agency/forms';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allow } from '../security/staff-access.ts';
import {
  addNote,
  addTag,
  CandidateProblem,
  mergeCandidates,
  removeTag,
  setFollowUp,
  setOwner,
  unmergeCandidate,
} from './candidate-actions.ts';
import { listCandidates } from './candidate-list.ts';
import { candidateRecord, survivorOf } from './candidate-record.ts';
import { answering, type RecruitingContext } from './route-context.ts';
import { bodyOf, candidateIdOf, followUpOf, InputProblem, ownerFilterOf, tagOf } from './route-input.ts';
import { stageLimits } from './stage-limits.ts';

const pageOf = (raw: unknown) => {
  const page = Number(raw ?? 1);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
};

export function candidateRoutes(app: FastifyInstance, context: RecruitingContext): void {
  const { database, now } = context;
  /** The candidate named in the URL (as it now counts: merged ones answer for their survivor). */
  const candidateOf = async (request: FastifyRequest) => {
    const id = await survivorOf(database, candidateIdOf((request.params as { id: string }).id));
    if (id === null) throw new CandidateProblem(404, 'There is no candidate with this id.');
    return id;
  };

  app.get(
    '/candidates',
    allow('recruiter'),
    answering(async (request) => {
      const query = request.query as Record<string, unknown>;
      const q = typeof query.q === 'string' ? query.q.trim().slice(0, 200) : '';
      const tag = typeof query.tag === 'string' && query.tag !== '' ? tagOf(query.tag) : undefined;
      return listCandidates(
        database,
        {
          ...(q ? { q } : {}),
          ...(tag ? { tag } : {}),
          owner: ownerFilterOf(query.owner, context.staffIdOf(request)),
        },
        pageOf(query.page),
      );
    }),
  );

  app.get(
    '/candidates/:id',
    allow('recruiter'),
    answering(async (request) => {
      const id = await candidateOf(request);
      return candidateRecord(database, id, { now: now(), limits: await stageLimits(database) });
    }),
  );

  app.put(
    '/candidates/:id/owner',
    allow('recruiter'),
    answering(async (request) => {
      const id = await candidateOf(request);
      const raw = bodyOf(request).ownerId;
      if (raw !== null && (typeof raw !== 'number' || !Number.isSafeInteger(raw)))
        throw new InputProblem('Choose an owner: "ownerId" is a staff id, or null for nobody.');
      await setOwner(database, id, raw, context.by(request));
      return { ok: true };
    }),
  );

  const tagRoute = (remove: boolean) =>
    answering(async (request) => {
      const id = await candidateOf(request);
      const raw = bodyOf(request).tag ?? (request.query as Record<string, unknown>).tag;
      const tag = tagOf(raw);
      await (remove ? removeTag : addTag)(database, id, tag, context.by(request));
      return { ok: true };
    });
  app.post('/candidates/:id/tags', allow('recruiter'), tagRoute(false));
  app.delete('/candidates/:id/tags', allow('recruiter'), tagRoute(true));

  app.put(
    '/candidates/:id/follow-up',
    allow('recruiter'),
    answering(async (request) => {
      const id = await candidateOf(request);
      await setFollowUp(database, id, followUpOf(bodyOf(request).followUpOn), context.by(request));
      return { ok: true };
    }),
  );

  app.post(
    '/candidates/:id/notes',
    allow('recruiter'),
    answering(async (request) => {
      const id = await candidateOf(request);
      const text = bodyOf(request).text;
      if (typeof text !== 'string' || text.trim() === '') throw new InputProblem('Write the note first.');
      if (text.length > CANDIDATE_NOTE_MAX_LENGTH)
        throw new InputProblem(`A note has at most ${CANDIDATE_NOTE_MAX_LENGTH} characters.`);
      await addNote(database, id, text, context.by(request));
      return { ok: true };
    }),
  );

  // Merging joins two people's records: like erasure and export, it needs a recent sign-in (security/staff-access.ts).
  app.post(
    '/candidates/:id/merge',
    allow('recruiter', { freshSignIn: true }),
    answering(async (request) => {
      const into = candidateIdOf((request.params as { id: string }).id);
      const from = candidateIdOf(bodyOf(request).from, '"from" candidate id');
      await mergeCandidates(database, into, from, context.by(request));
      return candidateRecord(database, into, { now: now(), limits: await stageLimits(database) });
    }),
  );

  app.post(
    '/candidates/:id/unmerge',
    allow('recruiter'),
    answering(async (request) => {
      const into = candidateIdOf((request.params as { id: string }).id);
      const candidateId = candidateIdOf(bodyOf(request).candidateId, '"candidateId"');
      await unmergeCandidate(database, into, candidateId, context.by(request));
      return candidateRecord(database, into, { now: now(), limits: await stageLimits(database) });
    }),
  );
}
