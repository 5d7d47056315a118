// The inbox list's server calls: one page of submissions for a filter, and the vacancies to filter by.
import type { InboxPage } from '@agency/forms/inbox';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { API } from '../../lib/paths.ts';

export const FILTER_KEYS = ['q', 'kind', 'status', 'vacancy', 'from', 'to'] as const;

/** The filter part of the page's query string (what the list and the export both use). */
export function filterQuery(params: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  return query.toString();
}

export const inboxOptions = (filter: string, page: number) =>
  queryOptions({
    queryKey: ['submissions', filter, page],
    queryFn: () => api<InboxPage>('GET', `/submissions?${filter}${filter ? '&' : ''}page=${page}`),
    placeholderData: (previous) => previous,
  });

export const vacanciesOptions = () =>
  queryOptions({ queryKey: ['vacancies'], queryFn: () => api<{ vacancies: string[] }>('GET', '/vacancies') });

export const exportUrl = (filter: string) => `${API}/submissions.csv${filter ? `?${filter}` : ''}`;
