// The recruiting tables as the queries see them (added to Tables in database/tables.ts; migration
// 2026-12-02-2-candidates-pipeline, decision 070).
import type { Generated } from 'kysely';

export interface CandidatesTable {
  id: Generated<number>;
  /** The address, trimmed and lower-cased (candidate-keys.ts). */
  email_key: string;
  /** The address and the newest submission's name: what the candidates list searches. */
  search_text: string;
  created_at: number;
  /** The newest submission's time: the candidates list's order. */
  last_activity_at: number;
  owner_id: number | null;
  /** YYYY-MM-DD, a Hong Kong calendar day. */
  follow_up_on: string | null;
  /** Set by a merge (a link: the submissions stay this candidate's); cleared by its undo. */
  merged_into_id: number | null;
  merged_at: number | null;
  merged_by: string | null;
}

export interface CandidateTagsTable {
  candidate_id: number;
  tag: string;
}

/** The candidate's timeline: who did what, when, from what to what (detail: JSON of keys and ids). */
export interface CandidateEventsTable {
  id: Generated<number>;
  candidate_id: number;
  at: number;
  actor: string;
  action: string;
  submission_id: number | null;
  detail: string;
}

export interface CandidateNotesTable {
  id: Generated<number>;
  candidate_id: number;
  author: string;
  text: string;
  created_at: number;
}

export interface StaffSavedFiltersTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  path: string;
  created_at: number;
}

export interface CandidateTables {
  candidates: CandidatesTable;
  candidate_tags: CandidateTagsTable;
  candidate_events: CandidateEventsTable;
  candidate_notes: CandidateNotesTable;
  staff_saved_filters: StaffSavedFiltersTable;
}
