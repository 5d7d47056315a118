// Who did what to which submission, and when. Rows keep the reference only (never names or addresses), so the log
// can outlive the submissions it speaks of: erasing a submission never deletes its log lines.
import type { FormsDatabase } from '../../forms/storage/database.ts';

export const AUDIT_ACTIONS = [
  'signed-in',
  'signed-out',
  'viewed',
  'downloaded-cv',
  'exported',
  'changed-status',
  'added-note',
  'retained',
  'released',
  'erased',
  'resent-mail',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  at: number;
  actor: string;
  action: AuditAction;
  reference: string | null;
  detail: string | null;
}

export function recordAudit(db: FormsDatabase, entry: Omit<AuditEntry, 'at'> & { at?: number }): void {
  db.prepare('INSERT INTO audit_log (at, actor, action, reference, detail) VALUES (?, ?, ?, ?, ?)').run(
    entry.at ?? Date.now(),
    entry.actor,
    entry.action,
    entry.reference,
    entry.detail,
  );
}

export const AUDIT_PAGE_SIZE = 50;

export function listAudit(
  db: FormsDatabase,
  page: number,
  reference?: string,
): { entries: AuditEntry[]; total: number; pageSize: number } {
  const where = reference ? 'WHERE reference = ?' : '';
  const params = reference ? [reference] : [];
  const total = (db.prepare(`SELECT count(*) AS n FROM audit_log ${where}`).get(...params) as { n: number })
    .n;
  const entries = db
    .prepare(
      `SELECT at, actor, action, reference, detail FROM audit_log ${where} ORDER BY id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE) as AuditEntry[];
  return { entries, total, pageSize: AUDIT_PAGE_SIZE };
}
