/**
 * Matching candidates to vacancies (decision 074): what the staff API answers and the staff area shows. Every
 * reason is a key with a standing; the staff area puts it into words (English and Traditional Chinese).
 */
import type { EligibilityCriterion } from '@agency/content/eligibility';
import type { SchoolSector } from '@agency/content/vacancy-options';
import type { RegionId } from '@agency/regions';

/** What a match is judged on: where, which schools, when, and each rule of the vacancy's eligibility route. */
export type MatchCriterion = 'region' | 'sector' | 'start' | EligibilityCriterion;

/** met; missing (the application says otherwise); unknown (the application does not say, or not exactly). */
export type MatchStanding = 'met' | 'missing' | 'unknown';

export interface MatchReason {
  criterion: MatchCriterion;
  standing: MatchStanding;
  /** A route rule's strength; region, sector and start have none. */
  strength?: 'required' | 'preferred';
  /** The rule's figure where it has one: TEFL hours, years of experience. */
  minimum?: number;
}

/** A vacancy as matching shows it. */
export interface MatchVacancy {
  slug: string;
  title: { en: string; 'zh-Hant': string };
  region: RegionId;
  sector: SchoolSector;
  startDate: string;
  /** The eligibility route whose rules apply (by region and sector), or null when none covers it. */
  route: { id: string; name: { en: string; 'zh-Hant': string } } | null;
}

export interface MatchSummary {
  /** No reason is missing: every required rule, the region, the sector and the start are met or unknown. */
  fits: boolean;
  reasons: MatchReason[];
}

/** A talent-pool card that may suit a vacancy. */
export interface CandidateMatch extends MatchSummary {
  /** The pool card "Add to board" moves. */
  reference: string;
  candidateId: number;
  name: string;
  nationality: string;
  appliedAt: number;
}

export interface VacancyMatchesAnswer {
  vacancy: MatchVacancy;
  /** Pool candidates judged (those already on this board left out). */
  total: number;
  matches: CandidateMatch[];
}

export interface VacancyFit extends MatchSummary {
  vacancy: MatchVacancy;
}

export interface CandidateFitsAnswer {
  /** The candidate's newest talent-pool card (what "Add to board" moves), or null when none is in the pool. */
  poolCard: string | null;
  /** Open vacancies whose boards do not hold one of the candidate's cards, best first. */
  vacancies: VacancyFit[];
}
