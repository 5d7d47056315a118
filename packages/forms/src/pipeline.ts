// Recruiting in the staff area (issue 43): candidates, the board per vacancy and the follow-ups. The vocabulary and
// the staff API's answers, shared by apps/api (which serves them) and apps/staff (which shows them).
//
// A candidate is a person, matched by normalised e-mail address (trimmed, lower-cased). An application is a card on
// one board: its vacancy's, or the talent pool's when it names no vacancy. The card's stage is the application's
// status (one source of truth): the stages in order, then the two ways a card leaves the board.
import type { SubmissionKind } from './inbox.ts';

export const PIPELINE_STAGES = [
  'applied',
  'screening',
  'interview',
  'school-interview',
  'offer',
  'placed',
] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

/** Actions with a reason, not columns: the card leaves the board. */
export const PIPELINE_ENDINGS = ['rejected', 'withdrawn'] as const;
export type PipelineEnding = (typeof PIPELINE_ENDINGS)[number];

export const REJECTION_REASONS = [
  'not-qualified',
  'no-visa-route',
  'position-filled',
  'school-declined',
  'no-response',
  'other',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export const WITHDRAWAL_REASONS = [
  'accepted-another-offer',
  'changed-plans',
  'salary-or-terms',
  'location',
  'withdrew-online',
  'other',
] as const;
export type WithdrawalReason = (typeof WITHDRAWAL_REASONS)[number];

/** The talent pool's board key (general applications, no vacancy). */
export const TALENT_POOL = 'pool';

/** Days a card may wait in a stage before it shows in the Waiting view (admins change them; placed never waits). */
export const DEFAULT_STAGE_LIMITS: Readonly<Record<Exclude<PipelineStage, 'placed'>, number>> = {
  applied: 3,
  screening: 5,
  interview: 7,
  'school-interview': 7,
  offer: 5,
};

export const TAG_MAX_LENGTH = 40;
export const TAGS_PER_CANDIDATE_MAX = 20;
/** A merge can be undone for this long. */
export const MERGE_UNDO_DAYS = 30;

export interface StaffRef {
  id: number;
  name: string;
}

/** One card on a board (GET /api/staff/boards/:board). */
export interface BoardCard {
  /** The application's reference: the card's id. */
  reference: string;
  candidateId: number;
  name: string;
  /** The nationality as the form stored it (a country name in English); the staff UI words it in its language. */
  nationality: string;
  stage: PipelineStage;
  /** ms since the epoch: when the card entered its stage. */
  stageSince: number;
  tags: string[];
  owner: StaffRef | null;
  /** Past its follow-up date or its stage's limit. */
  waiting: boolean;
}

export interface BoardAnswer {
  /** A vacancy's slug, or TALENT_POOL. */
  board: string;
  /** The vacancy's title in both languages (null for the pool, or a vacancy no longer published). */
  title: { en: string; 'zh-Hant': string } | null;
  cards: BoardCard[];
  counts: Record<PipelineStage, number>;
}

/** GET /api/staff/boards: every board with cards, with its stage counts (the staff home shows these). */
export interface BoardSummary {
  board: string;
  title: { en: string; 'zh-Hant': string } | null;
  counts: Record<PipelineStage, number>;
}

/** PUT /api/staff/cards/:reference/stage { stage } → the card as saved. */
export interface MoveCardBody {
  stage: PipelineStage;
}
/** POST /api/staff/cards/:reference/end { ending, reason } (rejected or withdrawn, with a reason of its list). */
export interface EndCardBody {
  ending: PipelineEnding;
  reason: RejectionReason | WithdrawalReason;
}
/** PUT /api/staff/cards/:reference/board { board }: a pool card added to a vacancy's board. */
export interface CardBoardBody {
  board: string;
}
/**
 * POST /api/staff/cards/bulk: one action on several cards of one board; answers { done: string[], failed: [...] }.
 * `tag` and `assign` act on the cards' candidates.
 */
export type BulkCardsBody =
  | { references: string[]; action: 'move'; stage: PipelineStage }
  | {
      references: string[];
      action: 'end';
      ending: PipelineEnding;
      reason: RejectionReason | WithdrawalReason;
    }
  | { references: string[]; action: 'tag'; tag: string }
  | { references: string[]; action: 'assign'; ownerId: number | null };

export type TimelineItem =
  | {
      type: 'submission';
      at: number;
      reference: string;
      kind: SubmissionKind;
      status: string;
      vacancy: string | null;
    }
  | { type: 'draft'; at: number; expiresAt: number; files: number }
  | { type: 'job-alert'; at: number; status: string; confirmedAt: number | null }
  | { type: 'status-request'; at: number }
  | { type: 'note'; at: number; author: string; text: string }
  | {
      type: 'event';
      at: number;
      actor: string;
      /** moved, ended, added-to-board, tagged, untagged, assigned, follow-up, merged, unmerged */
      action: string;
      reference: string | null;
      detail: Record<string, string | number | null>;
    };

export interface PossibleDuplicate {
  candidateId: number;
  name: string;
  email: string;
  /** What the two share. */
  shares: ('phone' | 'name-and-date-of-birth')[];
}

/** GET /api/staff/candidates/:id */
export interface CandidateRecord {
  id: number;
  name: string;
  /** Every address of the candidate: its own first, then those merged into it. */
  emails: string[];
  phone: string | null;
  nationality: string | null;
  owner: StaffRef | null;
  tags: string[];
  /** YYYY-MM-DD (Hong Kong), or null. */
  followUpOn: string | null;
  /** The candidate's cards, one per application. */
  cards: (BoardCard & { board: string; ending: PipelineEnding | null; endReason: string | null })[];
  /** Candidates merged into this one whose merge can still be undone. */
  merged: { candidateId: number; email: string; mergedAt: number; undoUntil: number }[];
  possibleDuplicates: PossibleDuplicate[];
  /** Newest first; CVs are listed on their submission's page. */
  timeline: TimelineItem[];
}

/** GET /api/staff/candidates?q=&owner=&tag=&page= */
export interface CandidateSummary {
  id: number;
  name: string;
  email: string;
  applications: number;
  lastActivityAt: number;
  owner: StaffRef | null;
  tags: string[];
}

/** GET /api/staff/waiting?owner= : past their follow-up date, or longer in a stage than its limit. */
export interface WaitingItem {
  candidateId: number;
  name: string;
  reference: string | null;
  board: string | null;
  stage: PipelineStage | null;
  daysInStage: number | null;
  followUpOn: string | null;
  reason: 'follow-up' | 'stage-limit';
  owner: StaffRef | null;
}

/** A filter a staff member saved on a board or the candidates list (their own). */
export interface SavedFilter {
  id: number;
  name: string;
  /** Where it applies and its query string, e.g. "/boards/pool?tag=visa". */
  path: string;
}

// Added with the staff API (issue 43): the answers and bodies the routes above did not spell out.

/** GET /api/staff/candidates: one page of candidates, newest activity first. */
export interface CandidatesPage {
  candidates: CandidateSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** POST /api/staff/cards/bulk's answer: the references done, and why each other one was not. */
export interface BulkCardsAnswer {
  done: string[];
  failed: { reference: string; message: string }[];
}

/** GET/PUT /api/staff/settings/stage-limits: days per stage (1–365). */
export type StageLimits = Record<keyof typeof DEFAULT_STAGE_LIMITS, number>;

/** PUT /candidates/:id/owner { ownerId }, POST/DELETE /candidates/:id/tags { tag }, PUT …/follow-up { followUpOn },
 * POST …/notes { text }, POST …/merge { from }, POST …/unmerge { candidateId }, POST /saved-filters { name, path }. */
export interface OwnerBody {
  ownerId: number | null;
}
export interface TagBody {
  tag: string;
}
export interface FollowUpBody {
  followUpOn: string | null;
}
export interface CandidateNoteBody {
  text: string;
}
export interface MergeBody {
  from: number;
}
export interface UnmergeBody {
  candidateId: number;
}
export interface SavedFilterBody {
  name: string;
  path: string;
}
export const SAVED_FILTER_NAME_MAX = 60;
export const CANDIDATE_NOTE_MAX_LENGTH = 5000;

/** `owner=me` on /boards/:board, /candidates and /waiting: the signed-in staff member's own ("mine"). */
export const OWNER_ME = 'me';
/** `owner=none`: cards or candidates nobody owns yet. */
export const OWNER_NONE = 'none';

/**
 * A timeline event's `detail`, by action (the staff UI words them, e.g. "Ana moved it from Applied to Interview"):
 * moved { from, to } (stages); ended { ending, reason }; added-to-board { board }; tagged / untagged { tag };
 * assigned { owner } (a name, or null for nobody); follow-up { on } (YYYY-MM-DD or null);
 * merged / unmerged { email } (the other candidate's address);
 * profile-shared / profile-viewed / profile-revoked { school } and profile-answered { school, answer } (decision 075:
 * the school's name, or null once the share is gone; the answer 'interested' or 'not-now').
 */
export type TimelineEventAction =
  | 'moved'
  | 'ended'
  | 'added-to-board'
  | 'tagged'
  | 'untagged'
  | 'assigned'
  | 'follow-up'
  | 'merged'
  | 'unmerged'
  | 'profile-shared'
  | 'profile-viewed'
  | 'profile-answered'
  | 'profile-revoked';
