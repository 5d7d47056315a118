// The staff inbox's vocabulary and its API's answers, shared by apps/api (which serves them) and apps/staff
// (which shows them): where a submission stands, and what the list, detail and audit routes return.
import { PIPELINE_ENDINGS, PIPELINE_STAGES } from './pipeline.ts';

export const SUBMISSION_KINDS = ['enquiry', 'application'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/** An application's status is its card's place in the pipeline (pipeline.ts): the stages, then the endings. */
export const APPLICATION_STATUSES = [...PIPELINE_STAGES, ...PIPELINE_ENDINGS] as const;
export const ENQUIRY_STATUSES = ['new', 'replied', 'closed'] as const;
export type SubmissionStatus = (typeof APPLICATION_STATUSES)[number] | (typeof ENQUIRY_STATUSES)[number];

export const statusesOf = (kind: SubmissionKind): readonly SubmissionStatus[] =>
  kind === 'application' ? APPLICATION_STATUSES : ENQUIRY_STATUSES;

/** Every status once, for the list's filter. */
export const ALL_STATUSES: readonly SubmissionStatus[] = [
  ...new Set([...APPLICATION_STATUSES, ...ENQUIRY_STATUSES]),
];

/** What staff read for each kind and status, in the staff area, its CSV export and its audit log. */
export const KIND_LABELS: Readonly<Record<SubmissionKind, { en: string; 'zh-Hant': string }>> = {
  enquiry: { en: 'Enquiry', 'zh-Hant': '查詢' },
  application: { en: 'Application', 'zh-Hant': '申請' },
};
export const STATUS_LABELS: Readonly<Record<SubmissionStatus, { en: string; 'zh-Hant': string }>> = {
  applied: { en: 'Applied', 'zh-Hant': '已申請' },
  screening: { en: 'Screening', 'zh-Hant': '初步篩選' },
  interview: { en: 'Interview', 'zh-Hant': '面試' },
  'school-interview': { en: 'School interview', 'zh-Hant': '學校面試' },
  offer: { en: 'Offer', 'zh-Hant': '聘用邀請' },
  placed: { en: 'Placed', 'zh-Hant': '已安排職位' },
  rejected: { en: 'Rejected', 'zh-Hant': '不獲考慮' },
  withdrawn: { en: 'Withdrawn', 'zh-Hant': '已撤回' },
  new: { en: 'New', 'zh-Hant': '新' },
  replied: { en: 'Replied', 'zh-Hant': '已回覆' },
  closed: { en: 'Closed', 'zh-Hant': '已完結' },
};

/** One language's words of a label table, e.g. labelsIn(STATUS_LABELS, 'en').interview === 'Interview'. */
export const labelsIn = <K extends string>(
  table: Readonly<Record<K, { en: string; 'zh-Hant': string }>>,
  lang: 'en' | 'zh-Hant',
): Record<K, string> =>
  Object.fromEntries(
    Object.entries<{ en: string; 'zh-Hant': string }>(table).map(([key, label]) => [key, label[lang]]),
  ) as Record<K, string>;

/** Rejecting an application starts the retention clock (unsuccessful applicants' data: 2 years from the decision). */
export const RETENTION_CLOCK_STATUS: SubmissionStatus = 'rejected';

export const INBOX_PAGE_SIZE = 25;

export interface InboxFilter {
  kind?: SubmissionKind;
  status?: SubmissionStatus;
  /** A vacancy's slug. */
  vacancy?: string;
  /** Hong Kong calendar dates, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  /** Part of a reference, a name or an e-mail address. */
  q?: string;
}

export interface SubmissionSummary {
  reference: string;
  kind: SubmissionKind;
  receivedAt: number;
  name: string;
  email: string;
  status: SubmissionStatus;
  vacancy: string | null;
  retained: boolean;
  /** When the retention job will delete it; null while it is retained. */
  deletesAt: number | null;
  /** When the applicant asked, from the status page, for their data to be erased; null if they have not. */
  erasureRequestedAt: number | null;
  /** The candidate it came from (GET /api/staff/candidates/:id); null once their address was erased. */
  candidateId?: number | null;
}

export interface InboxPage {
  submissions: SubmissionSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export type SubmissionMailPurpose =
  'agency' | 'acknowledgement' | 'status-link' | 'status-changed' | 'withdrawal';

export type MailState = 'queued' | 'sent' | 'retrying' | 'dead';

export interface SubmissionDetail extends SubmissionSummary {
  /** Form fields by their schema name, in the form's order; labels come from the forms' own label keys. */
  fields: { field: string; value: string | string[] }[];
  files: { id: string; name: string; type: 'pdf' | 'doc' | 'docx'; size: number }[];
  mail: {
    /** The agency's copy, the acknowledgement, and the application-status mails (decision 031). */
    purpose: SubmissionMailPurpose;
    state: MailState;
    attempts: number;
    lastError: string | null;
  }[];
  notes: { author: string; text: string; at: number }[];
  statuses: readonly SubmissionStatus[];
}

/** Vacancy titles by web address (slug), in both languages: the staff area names vacancies, never shows slugs. */
export type VacancyTitles = Record<string, { en: string; 'zh-Hant': string }>;

export interface AuditEntryView {
  at: number;
  actor: string;
  action: string;
  reference: string | null;
  detail: string | null;
}

/** The staff area's job-alert counts (GET /api/staff/alerts/summary). */
export interface AlertSummary {
  byStatus: Record<string, number>;
  /** Confirmed alerts only (those that get digests), paused counted apart. */
  confirmed: {
    total: number;
    paused: number;
    byFrequency: Record<string, number>;
    /** Each criterion's values ('any' included): alerts asking for it. */
    byRegion: Record<string, number>;
    bySector: Record<string, number>;
    byEmploymentType: Record<string, number>;
  };
  feedback: { relevant: number; notRelevant: number };
  unsubscribes: { byHow: Record<string, number>; reasons: Record<string, number> };
  /** Digests queued in the last 30 days. */
  digestsLast30Days: number;
}

/** One address's alert, as staff find it (POST /api/staff/alerts/find). */
export interface AlertFound {
  /** Anything kept under the address: a job alert, application drafts or submissions. */
  found: boolean;
  /** Application drafts (with their CVs) saved under the address. */
  drafts: number;
  /** Enquiries and applications sent from the address, newest first (each is erased from its own page). */
  submissions: { reference: string; kind: SubmissionKind; status: SubmissionStatus; receivedAt: number }[];
  alert?: {
    status: string;
    paused: boolean;
    frequency: string;
    lang: string;
    criteria: { regions: string[] | null; sectors: string[] | null; employmentTypes: string[] | null };
    confirmedAt: number | null;
    lastConfirmedAt: number | null;
  };
}
