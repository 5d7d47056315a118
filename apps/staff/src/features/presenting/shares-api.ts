// The shares of a candidate's profile with schools (decision 075): the list, a new share (its link comes back once)
// and withdrawing one. A change fetches the candidate's record again (its timeline shows the shares).
import type { ProfileShareBody, ProfileShareCreated, ProfileSharesAnswer } from '@agency/forms';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const sharesOptions = (candidateId: number) =>
  queryOptions({
    queryKey: ['candidate', candidateId, 'shares'],
    queryFn: () => api<ProfileSharesAnswer>('GET', `/candidates/${candidateId}/shares`),
  });

export function useShareProfile(candidateId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileShareBody) =>
      api<ProfileShareCreated>('POST', `/candidates/${candidateId}/shares`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['candidate', candidateId] }),
  });
}

export function useRevokeShare(candidateId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (shareId: number) =>
      api<ProfileSharesAnswer>('POST', `/candidates/${candidateId}/shares/${shareId}/revoke`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['candidate', candidateId] }),
  });
}
