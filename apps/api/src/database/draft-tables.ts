// The draft tables as the queries see them (added to the database module's Tables in database/tables.ts;
// migration 2026-11-25-6-application-drafts).
import type { Generated } from 'kysely';

export interface DraftsTable {
  id: Generated<number>;
  /** As typed; the resume and reminder mails go to it. Never logged. */
  email: string;
  lang: 'en' | 'zh-Hant';
  variant: 'teach-abroad' | 'vacancies';
  /** The vacancy's slug (per-vacancy application), else NULL. */
  vacancy: string | null;
  /** Every field as typed (JSON, by field name), invalid ones included. */
  data: string;
  /** The CVs kept with the draft: an unclaimed `uploads` row (NULL: none yet). */
  upload_id: string | null;
  created_at: number;
  updated_at: number;
  /** 30 days after it was first saved: then it is deleted with its files. */
  expires_at: number;
  /** When the reminder is due (NULL: none; see draft-schedule.ts). */
  remind_at: number | null;
  reminded_at: number | null;
}

export interface DraftTokensTable {
  /** SHA-256 of the link's token (security/link-tokens.ts). */
  token_hash: string;
  draft_id: number;
  created_at: number;
  expires_at: number;
}

export interface DraftTables {
  drafts: DraftsTable;
  draft_tokens: DraftTokensTable;
}
