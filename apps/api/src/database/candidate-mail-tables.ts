// The mails staff sent candidates from their record (migration 2026-12-02-5-candidate-mail, decision 073).
import type { Generated } from 'kysely';

export interface CandidateMailsTable {
  id: Generated<number>;
  /** The person it went to (the submission's candidate); erased with them. */
  candidate_id: number;
  /** The application or enquiry it is about; its address is the recipient. Erased with it. */
  submission_id: number;
  /** The outbox row that carries it (its delivery state); no foreign key (the outbox is copied on rule changes). */
  outbox_id: number | null;
  /** The staff member's sign-in address (as the timeline's events record who acted). */
  sent_by: string;
  created_at: number;
  /** When it goes out: created_at, or later for a mail held back (a rejection's, by default a day). */
  send_at: number;
  /** The reply template's key it started from; NULL for a mail written freely. */
  template_key: string | null;
  lang: 'en' | 'zh-Hant';
  subject: string;
  /** The body as sent, in plain text. */
  body_text: string;
  cancelled_at: number | null;
  cancelled_by: string | null;
}

export interface CandidateMailTables {
  candidate_mails: CandidateMailsTable;
}
