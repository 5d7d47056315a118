// The pipeline's server calls shared by the boards and the candidate record: the boards, one board, the staff
// who can own candidates, and each change to a card. A move shows at once and is put back if the server refuses it.
import type {
  BoardAnswer,
  BoardCard,
  BoardSummary,
  BulkCardsBody,
  EndCardBody,
  PipelineStage,
  StaffRef,
} from '@agency/forms/pipeline';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

const card = (reference: string) => `/cards/${encodeURIComponent(reference)}`;

/** A list answer, bare or under one key (`{ boards: [...] }`): the pages read both the same way. */
export function listOf<T>(answer: T[] | Record<string, T[]> | null): T[] {
  if (Array.isArray(answer)) return answer;
  return Object.values(answer ?? {}).find(Array.isArray) ?? [];
}

export const staffMembersOptions = () =>
  queryOptions({
    queryKey: ['staff-members'],
    queryFn: async () => listOf(await api<StaffRef[]>('GET', '/staff-members')),
    staleTime: 5 * 60_000,
  });

export const boardsOptions = () =>
  queryOptions({
    queryKey: ['boards'],
    queryFn: async () => listOf(await api<BoardSummary[]>('GET', '/boards')),
  });

/** One board, with the filter part of its address (`tag=…&owner=…`). */
export const boardOptions = (board: string, filter: string) =>
  queryOptions({
    queryKey: ['board', board, filter],
    queryFn: () =>
      api<BoardAnswer>('GET', `/boards/${encodeURIComponent(board)}${filter ? `?${filter}` : ''}`),
  });

/** Everything a change to a card can alter: boards, counts, candidates, the Waiting view and the inbox. */
export async function refreshPipeline(client: QueryClient): Promise<void> {
  await Promise.all(
    ['board', 'boards', 'candidate', 'candidates', 'waiting', 'submissions', 'submission'].map((key) =>
      client.invalidateQueries({ queryKey: [key] }),
    ),
  );
}

/** The board as it looks once a card is in another stage (the counts follow). */
export function withCardIn(
  answer: BoardAnswer,
  reference: string,
  stage: PipelineStage,
  now: number,
): BoardAnswer {
  const moving = answer.cards.find((c) => c.reference === reference);
  if (!moving || moving.stage === stage) return answer;
  return {
    ...answer,
    cards: answer.cards.map((c) => (c.reference === reference ? { ...c, stage, stageSince: now } : c)),
    counts: {
      ...answer.counts,
      [moving.stage]: answer.counts[moving.stage] - 1,
      [stage]: answer.counts[stage] + 1,
    },
  };
}

export interface Move {
  reference: string;
  stage: PipelineStage;
}

/** Moves a card: every cached board shows it in its new stage at once, and goes back if the server refuses. */
export function useMoveCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reference, stage }: Move) => api<BoardCard>('PUT', `${card(reference)}/stage`, { stage }),
    onMutate: async ({ reference, stage }: Move) => {
      await client.cancelQueries({ queryKey: ['board'] });
      const before = client.getQueriesData<BoardAnswer>({ queryKey: ['board'] });
      const now = Date.now();
      client.setQueriesData<BoardAnswer>({ queryKey: ['board'] }, (old) =>
        old ? withCardIn(old, reference, stage, now) : old,
      );
      return { before };
    },
    onError: (_error, _move, context) => {
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data);
    },
    onSettled: () => refreshPipeline(client),
  });
}

export function useEndCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reference, ...body }: EndCardBody & { reference: string }) =>
      api('POST', `${card(reference)}/end`, body),
    onSuccess: () => refreshPipeline(client),
  });
}

/** A talent-pool card added to a vacancy's board. */
export function useAddToBoard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reference, board }: { reference: string; board: string }) =>
      api('PUT', `${card(reference)}/board`, { board }),
    onSuccess: () => refreshPipeline(client),
  });
}

export interface BulkAnswer {
  done: string[];
  failed: ({ reference: string } | string)[];
}

export function useBulk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkCardsBody) => api<BulkAnswer>('POST', '/cards/bulk', body),
    onSettled: () => refreshPipeline(client),
  });
}
