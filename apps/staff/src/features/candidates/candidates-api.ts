// The candidates' server calls: a page of the list, one record, and each change staff make to a record (every
// change fetches the record, the list, the boards and the Waiting view again).
import type { CandidateRecord, CandidatesPage } from '@agency/forms/pipeline';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { refreshPipeline } from '../pipeline/pipeline-api.ts';

export const CANDIDATE_FILTER_KEYS = ['q', 'owner', 'tag'] as const;

export const candidatesOptions = (filter: string, page: number) =>
  queryOptions({
    queryKey: ['candidates', filter, page],
    queryFn: () => api<CandidatesPage>('GET', `/candidates?${filter}${filter ? '&' : ''}page=${page}`),
    placeholderData: (previous) => previous,
  });

export const candidateOptions = (id: number) =>
  queryOptions({
    queryKey: ['candidate', id],
    queryFn: () => api<CandidateRecord>('GET', `/candidates/${id}`),
  });

function useCandidateChange<T>(id: number, send: (route: string, value: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: T) => send(`/candidates/${id}`, value),
    onSuccess: () => refreshPipeline(client),
  });
}

export const useSetOwner = (id: number) =>
  useCandidateChange(id, (route, ownerId: number | null) => api('PUT', `${route}/owner`, { ownerId }));
export const useAddTag = (id: number) =>
  useCandidateChange(id, (route, tag: string) => api('POST', `${route}/tags`, { tag }));
export const useRemoveTag = (id: number) =>
  useCandidateChange(id, (route, tag: string) => api('DELETE', `${route}/tags/${encodeURIComponent(tag)}`));
export const useSetFollowUp = (id: number) =>
  useCandidateChange(id, (route, followUpOn: string | null) =>
    api('PUT', `${route}/follow-up`, { followUpOn }),
  );
export const useAddCandidateNote = (id: number) =>
  useCandidateChange(id, (route, text: string) => api('POST', `${route}/notes`, { text }));
/** Merges another candidate (`from`) into this one. */
export const useMerge = (id: number) =>
  useCandidateChange(id, (route, from: number) => api('POST', `${route}/merge`, { from }));
export const useUnmerge = (id: number) =>
  useCandidateChange(id, (route, candidateId: number) => api('POST', `${route}/unmerge`, { candidateId }));
