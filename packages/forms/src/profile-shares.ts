// Presenting a candidate to a school (issue 44 item 5, decision 075): staff share a redacted profile of one
// application with a school contact as a link valid 14 days. The staff API, the school's page on the site and the
// API route behind it all read the types and limits here.

/** The school's page (English; the same under /zh-hant) and, by POST, the school's answer. */
export const PROFILE_PAGE_PATHS = {
  /** The profile a share's link opens (`?t=`). */
  profile: '/ForSchools/Candidate',
  /** POST: the school's answer (`t`, `answer`, `message`) → 303 to the profile with `?notice=answered`. */
  answer: '/ForSchools/Candidate/Answer',
} as const;

/** The API routes the page reads (`?t=`): the profile as JSON, and the CV when staff included it. */
export const PROFILE_API_PATHS = { profile: '/api/present/profile', cv: '/api/present/cv' } as const;

export const PROFILE_SHARE_DAYS = 14;
export const PROFILE_SHARE_LANGS = ['en', 'zh-Hant'] as const;
export type ProfileShareLang = (typeof PROFILE_SHARE_LANGS)[number];
export const SCHOOL_ANSWERS = ['interested', 'not-now'] as const;
export type SchoolAnswer = (typeof SCHOOL_ANSWERS)[number];

export const PROFILE_SHARE_LIMITS = {
  schoolName: 120,
  contactName: 120,
  contactEmail: 254,
  note: 2000,
  answerMessage: 1000,
} as const;

/** POST /api/staff/candidates/:id/shares: share one of the candidate's applications (by reference). */
export interface ProfileShareBody {
  reference: string;
  schoolName: string;
  contactName: string;
  contactEmail: string;
  lang: ProfileShareLang;
  /** Why this teacher, in the recruiter's words (shown on the profile); may be empty. */
  note: string;
  includeCv: boolean;
}

/** One share as the candidate's record lists it. */
export interface ProfileShareView {
  id: number;
  reference: string;
  schoolName: string;
  contactName: string;
  contactEmail: string;
  lang: ProfileShareLang;
  includeCv: boolean;
  /** The staff member who shared it (their name), or null when their account is gone. */
  sharedBy: string | null;
  createdAt: number;
  expiresAt: number;
  revokedAt: number | null;
  views: number;
  lastViewAt: number | null;
  answer: SchoolAnswer | null;
  answerMessage: string | null;
  answeredAt: number | null;
}

/** GET /api/staff/candidates/:id/shares. */
export interface ProfileSharesAnswer {
  shares: ProfileShareView[];
}

/** POST …/shares answers the new share and its link: the only time the link is shown (the database keeps a hash). */
export interface ProfileShareCreated {
  share: ProfileShareView;
  link: string;
}

/**
 * What the school sees of a candidate: an allow-list of the application's answers (stored values; the page words
 * them), never the e-mail, phone, ID number, date of birth, marital status or where they live.
 */
export interface SharedProfile {
  /** First name and the surname's initial: "Jo H." */
  displayName: string;
  nationality: string | null;
  educationLevel: string | null;
  teflCertificateHeld: string | null;
  careerLevel: string | null;
  locationInterestedIn: string | null;
  sectors: string[];
  /** The vacancy's title in the share's language; null: any suitable vacancy. */
  vacancyTitle: string | null;
  schoolName: string;
  contactName: string;
  note: string | null;
  /** The agency's staff member who shared it (first name), for "Presented by …". */
  presentedBy: string | null;
  hasCv: boolean;
  expiresAt: number;
  answer: SchoolAnswer | null;
  answerMessage: string | null;
}

/**
 * GET /api/present/profile?t=…: 200 `open`; 410 `gone` (withdrawn by the agency, or past its 14 days); 404 `unknown`
 * (no such link).
 */
export type SharedProfileAnswer =
  { state: 'open'; profile: SharedProfile } | { state: 'gone' } | { state: 'unknown' };
