// Matching's server calls (decision 074): a vacancy's ranked pool candidates and a candidate's fitting vacancies.
// "Add to board" is the pipeline's own board change (useAddToBoard), which refreshes these too.
import type { CandidateFitsAnswer, VacancyMatchesAnswer } from '@agency/forms/matching';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const vacancyMatchesOptions = (slug: string) =>
  queryOptions({
    // Under 'board': every change to a card (refreshPipeline) reads the matches again.
    queryKey: ['board', slug, 'matches'],
    queryFn: () => api<VacancyMatchesAnswer>('GET', `/vacancies/${encodeURIComponent(slug)}/matches`),
  });

export const candidateFitsOptions = (id: number) =>
  queryOptions({
    queryKey: ['candidate', id, 'matches'],
    queryFn: () => api<CandidateFitsAnswer>('GET', `/candidates/${id}/matches`),
  });
