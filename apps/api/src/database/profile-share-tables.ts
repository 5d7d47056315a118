// The profile shares (issue 44 item 5, decision 075; migration 2026-12-02-7-profile-shares) as the queries see
// them: added to Tables in database/tables.ts.
import type { Generated } from 'kysely';

export interface ProfileSharesTable {
  id: Generated<number>;
  /** SHA-256 of the link's token (security/link-tokens.ts); the token itself is only in the mail and the link. */
  token_hash: string;
  candidate_id: number;
  /** The application shared: its answers make the profile, its CV the optional CV. */
  submission_id: number;
  /** Who shared it: the mail's Reply-To and the answer's recipient (NULL once their account is gone). */
  staff_account_id: number | null;
  school_name: string;
  contact_name: string;
  contact_email: string;
  lang: 'en' | 'zh-Hant';
  note: string;
  /** 1: the school may download the application's CV through the link. */
  include_cv: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  answer: 'interested' | 'not-now' | null;
  answer_message: string | null;
  answered_at: number | null;
}

/** One opening of a share's page: when, and the browser's family ("safari-mobile", "bot"); never an address. */
export interface ProfileShareViewsTable {
  id: Generated<number>;
  share_id: number;
  at: number;
  agent: string;
}

export interface ProfileShareTables {
  profile_shares: ProfileSharesTable;
  profile_share_views: ProfileShareViewsTable;
}
