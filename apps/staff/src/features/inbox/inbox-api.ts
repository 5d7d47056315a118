// The inbox list's server calls: one page of submissions for a filter, and the vacancies to filter by.
import type { InboxPage, VacancyTitles } from '@agency/forms/inbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18n.tsx';
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

/** Vacancy titles by slug: the one place the staff area turns a vacancy's slug into words. */
export const vacancyTitlesOptions = () =>
  queryOptions({
    queryKey: ['vacancy-titles'],
    queryFn: () => api<{ titles: VacancyTitles }>('GET', '/vacancy-titles'),
    staleTime: 5 * 60_000,
  });

/** A vacancy's title in the staff member's language; its slug only when the content no longer has it. */
export function useVacancyTitle(): (slug: string) => string {
  const { lang } = useI18n();
  const titles = useQuery(vacancyTitlesOptions()).data?.titles;
  return (slug) => titles?.[slug]?.[lang] ?? slug;
}

export const exportUrl = (filter: string) => `${API}/submissions.csv${filter ? `?${filter}` : ''}`;
