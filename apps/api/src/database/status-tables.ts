// The application-status tables as the queries see them (added to the database module's Tables in
// database/tables.ts; migration 2026-11-25-6-application-status).

export interface StatusLinksTable {
  /** SHA-256 of the token in the mailed link; the token itself is never stored. */
  token_hash: string;
  /** The address the link was asked for, trimmed and lower-cased. */
  email_key: string;
  lang: 'en' | 'zh-Hant';
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /** A newer link for the same address was sent. */
  replaced_at: number | null;
}

export interface StatusSessionsTable {
  /** SHA-256 of the session cookie's value. */
  token_hash: string;
  email_key: string;
  lang: 'en' | 'zh-Hant';
  created_at: number;
  expires_at: number;
}

export interface StatusTables {
  status_links: StatusLinksTable;
  status_sessions: StatusSessionsTable;
}
