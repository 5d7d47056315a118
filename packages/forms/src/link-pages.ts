// What the API answers the site's pages that mailed links open (application status, job alerts): one type per
// answer, used by the API routes that send it and the web pages that show it. Each answer says which state the link
// or session is in; the page chooses its words and its HTTP status from that.
import type { AlertCriteria, AlertFrequency } from './alert-schema.ts';

/**
 * The addresses of the pages mailed links open (English; the same under /zh-hant), and of the API routes their
 * buttons post to: the site's route table, the API's routes and the mails all read these. Links in mails already
 * sent keep working as long as these do not change.
 */
export const STATUS_PAGE_PATHS = {
  /** The request form (a page). */
  request: '/ApplicationStatus',
  /** The link's page (`?t=`); POST: opens it. */
  open: '/ApplicationStatus/Open',
  /** The session's submissions (a page). */
  mine: '/ApplicationStatus/Mine',
  /** "Withdraw …?" (a page, `?reference=`); POST: withdraws. */
  withdraw: '/ApplicationStatus/Withdraw',
  resend: '/ApplicationStatus/Resend',
  erasure: '/ApplicationStatus/Erasure',
  signOut: '/ApplicationStatus/SignOut',
} as const;

/** Each is a page (`?t=`) and, by POST, its action. */
export const ALERT_PAGE_PATHS = {
  confirm: '/JobAlerts/Confirm',
  manage: '/JobAlerts/Manage',
  unsubscribe: '/JobAlerts/Unsubscribe',
  keep: '/JobAlerts/Keep',
  feedback: '/JobAlerts/Feedback',
} as const;
/**
 * Actions only (POST): a new confirmation link, the manage link by mail (asked for by address once a confirmation
 * link is used), and the reason given after unsubscribing.
 */
export const ALERT_ACTION_PATHS = {
  resend: '/JobAlerts/Confirm/Resend',
  manageLink: '/JobAlerts/ManageLink',
  reason: '/JobAlerts/Unsubscribe/Reason',
} as const;

/** GET /api/status/link?t=…: whether a status link still opens (opening it changes nothing). */
export interface StatusLinkAnswer {
  state: 'valid' | 'used' | 'expired' | 'replaced' | 'unknown';
}

/**
 * A submission's stage in the applicant's words (staff statuses map to these; notes never reach the page):
 * Received, Being reviewed, Interview, Offer, Placed, Not progressed, Withdrawn; an enquiry's Replied, Closed.
 */
export const APPLICANT_STATUSES = [
  'received',
  'in-review',
  'interview',
  'offer',
  'placed',
  'not-progressed',
  'withdrawn',
  'replied',
  'closed',
] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];

export interface ApplicantItem {
  kind: 'application' | 'enquiry';
  reference: string;
  /** ms since the epoch */
  receivedAt: number;
  /** The vacancy's title in the page's language (its slug if gone); null: any suitable vacancy. */
  vacancyTitle: string | null;
  status: ApplicantStatus;
  canWithdraw: boolean;
  erasureRequested: boolean;
}

/** GET /api/status/mine?lang=…: the session's submissions, or `ended` (no session, or it has run out). */
export type StatusMineAnswer = { state: 'open'; items: ApplicantItem[] } | { state: 'ended' };

export interface AlertChoices {
  criteria: AlertCriteria;
  frequency: AlertFrequency;
}

/**
 * GET /api/alerts/confirm?t=…: `valid` asks to confirm; `expired` offers a new link; `already-confirmed` (the link
 * was used) may carry the manage page's address; `unknown` no alert waits for it; `not-found` no link of ours.
 */
export type AlertConfirmAnswer =
  | ({ state: 'valid' } & AlertChoices)
  | { state: 'expired' }
  | { state: 'already-confirmed' }
  | { state: 'unknown' }
  | { state: 'not-found' };

/** GET /api/alerts/manage?t=…: the alert's criteria, `gone` (stopped), or `not-found` (no signed link of ours). */
export type AlertManageAnswer =
  ({ state: 'active'; paused: boolean } & AlertChoices) | { state: 'gone' } | { state: 'not-found' };

/** GET /api/alerts/unsubscribe?t=… */
export interface AlertUnsubscribeAnswer {
  state: 'subscribed' | 'gone' | 'not-found';
}

/** GET /api/alerts/keep?t=…: "keep this alert?" */
export type AlertKeepAnswer =
  ({ state: 'valid' } & AlertChoices) | { state: 'unknown' } | { state: 'not-found' };

/** GET /api/alerts/feedback?t=…&d=…&v=…: whether the relevance link is ours. */
export interface AlertFeedbackAnswer {
  state: 'valid' | 'not-found';
}

/** The reasons the unsubscribe page offers (optional). */
export const UNSUBSCRIBE_REASONS = ['too-many', 'not-relevant', 'found-job', 'other'] as const;
export type UnsubscribeReason = (typeof UNSUBSCRIBE_REASONS)[number];
