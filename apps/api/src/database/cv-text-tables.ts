// The CV text table as the queries see it (added to Tables in tables.ts; migration 2026-12-02-4-cv-text, decision
// 072). Postgres adds a generated `words` tsvector and SQLite an FTS5 index (cv_text_search): see cv-texts.ts.
import type { Generated } from 'kysely';

export interface CvTextsTable {
  id: Generated<number>;
  /** The stored file (upload_files.id): the row goes with it. */
  file_id: string;
  /** What reading gave (uploads/cv-reading.ts CvTextOutcome): 'read', 'no-text', 'unreadable' or 'not-read'. */
  outcome: string;
  /** The CV's words, whitespace tidied, at most CV_TEXT_MAX_CHARS; '' unless read. */
  text: string;
  read_at: number;
}

export interface CvTextTables {
  cv_texts: CvTextsTable;
}
