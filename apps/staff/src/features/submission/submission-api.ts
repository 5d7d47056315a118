// One submission's server calls: read it, and each change staff can make (the list is refreshed after each).
import type { AuditEntryView, SubmissionDetail, SubmissionStatus } from '@agency/forms/inbox';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { API } from '../../lib/paths.ts';

const route = (reference: string) => `/submissions/${encodeURIComponent(reference)}`;

export const submissionOptions = (reference: string) =>
  queryOptions({
    queryKey: ['submission', reference],
    queryFn: () => api<SubmissionDetail>('GET', route(reference)),
  });

/**
 * The record's status changes, oldest first, from the audit log (which keeps statuses, never personal details).
 * Under the submission's key, so every change to the record fetches it again.
 */
export const statusHistoryOptions = (reference: string) =>
  queryOptions({
    queryKey: ['submission', reference, 'history'],
    queryFn: async () => {
      const log = await api<{ entries: AuditEntryView[] }>(
        'GET',
        `/audit?reference=${encodeURIComponent(reference)}`,
      );
      return log.entries
        .filter((entry) => entry.action === 'changed-status' || entry.action === 'applicant-withdrew')
        .reverse();
    },
  });

export const fileUrl = (reference: string, fileId: string) =>
  `${API}${route(reference)}/files/${encodeURIComponent(fileId)}`;

/** A change to the submission; on success the detail and the list are fetched again. */
function useChange<T>(reference: string, send: (value: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['submissions'] });
      await client.invalidateQueries({ queryKey: ['submission', reference] });
    },
  });
}

export const useSetStatus = (reference: string) =>
  useChange(reference, ({ status, tellApplicant }: { status: SubmissionStatus; tellApplicant: boolean }) =>
    api('PUT', `${route(reference)}/status`, { status, tellApplicant }),
  );
export const useAddNote = (reference: string) =>
  useChange(reference, (text: string) => api('POST', `${route(reference)}/notes`, { text }));
export const useSetRetained = (reference: string) =>
  useChange(reference, (retain: boolean) => api('PUT', `${route(reference)}/retention`, { retain }));
export const useRetryMail = (reference: string) =>
  useChange(reference, () => api('POST', `${route(reference)}/mail/retry`));

export function useErase(reference: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('DELETE', route(reference)),
    onSuccess: async () => {
      client.removeQueries({ queryKey: ['submission', reference] });
      await client.invalidateQueries({ queryKey: ['submissions'] });
    },
  });
}
