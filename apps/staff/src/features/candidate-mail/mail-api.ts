// The candidate mail's server calls: what the composer offers, a template filled in, the preview, sending and
// cancelling (each change fetches the candidate's record again, so the timeline shows the mail and its state).
import type {
  CandidateMailBody,
  MailComposerAnswer,
  MailDraftAnswer,
  MailDraftBody,
  MailPreviewAnswer,
} from '@agency/forms/candidate-mail';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const composerOptions = (candidateId: number) =>
  queryOptions({
    queryKey: ['candidate-mail', candidateId],
    queryFn: () => api<MailComposerAnswer>('GET', `/candidates/${candidateId}/mail`),
  });

export const draftOptions = (candidateId: number, body: MailDraftBody | null) =>
  queryOptions({
    queryKey: ['candidate-mail-draft', candidateId, body],
    queryFn: () => api<MailDraftAnswer>('POST', `/candidates/${candidateId}/mail/draft`, body),
    enabled: body !== null,
    staleTime: Infinity,
  });

export const usePreviewMail = (candidateId: number) =>
  useMutation({
    mutationFn: (body: CandidateMailBody) =>
      api<MailPreviewAnswer>('POST', `/candidates/${candidateId}/mail/preview`, body),
  });

export function useSendMail(candidateId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CandidateMailBody) =>
      api<{ mail: number; sendAt: number }>('POST', `/candidates/${candidateId}/mail`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['candidate', candidateId] }),
  });
}

export function useCancelMail(candidateId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mail: number) => api('POST', `/candidates/${candidateId}/mails/${mail}/cancel`),
    onSettled: () => client.invalidateQueries({ queryKey: ['candidate', candidateId] }),
  });
}
