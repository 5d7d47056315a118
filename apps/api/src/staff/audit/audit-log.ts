// Who did what to which submission, and when. Rows keep the reference only (never names or addresses), so the log
// can outlive the submissions it speaks of: erasing a submission never deletes its log lines.
import type { Database } from '../../database/database.ts';

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

export async function recordAudit(
  { db }: Database,
  entry: Omit<AuditEntry, 'at'> & { at?: number },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: entry.at ?? Date.now(),
      actor: entry.actor,
      action: entry.action,
      reference: entry.reference,
      detail: entry.detail,
    })
    .execute();
}

export const AUDIT_PAGE_SIZE = 50;

export async function listAudit(
  { db }: Database,
  page: number,
  reference?: string,
): Promise<{ entries: AuditEntry[]; total: number; pageSize: number }> {
  const filtered = db
    .selectFrom('audit_log')
    .$if(reference !== undefined, (qb) => qb.where('reference', '=', reference!));
  const { n } = await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const entries = await filtered
    .select(['at', 'actor', 'action', 'reference', 'detail'])
    .orderBy('id', 'desc')
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  return { entries: entries as AuditEntry[], total: Number(n), pageSize: AUDIT_PAGE_SIZE };
}
