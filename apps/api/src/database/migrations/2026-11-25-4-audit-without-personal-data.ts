// The audit log holds no personal data (issue 28): rows written before kept a downloaded CV's file name (often the
// applicant's name, sometimes a passport number) and free-text details. Each row's detail becomes the structured
// fact the log now stores (database/audit-log.ts, AuditDetail) or nothing: a CV's name is dropped; "a → b",
// "n file(s), m mail(s)" and "n mail(s)" become their JSON; an export's filters move under `filters`.
import type { Kysely } from 'kysely';

interface Row {
  id: number;
  action: string;
  detail: string | null;
}

/** The structured detail for an old row, or null when nothing non-personal can be kept. */
export function scrubbedDetail(action: string, detail: string | null): string | null {
  if (detail === null) return null;
  if (action === 'changed-status') {
    const match = /^([a-z-]+) → ([a-z-]+)$/.exec(detail);
    return match ? JSON.stringify({ from: match[1], to: match[2] }) : null;
  }
  if (action === 'erased') {
    const match = /^(\d+) file\(s\), (\d+) mail\(s\)$/.exec(detail);
    return match ? JSON.stringify({ files: Number(match[1]), mails: Number(match[2]) }) : null;
  }
  if (action === 'resent-mail') {
    const match = /^(\d+) mail\(s\)$/.exec(detail);
    return match ? JSON.stringify({ mails: Number(match[1]) }) : null;
  }
  if (action === 'exported') {
    try {
      const parsed = JSON.parse(detail) as Record<string, unknown>;
      if (parsed && typeof parsed === 'object' && !('filters' in parsed)) {
        const filters = Object.fromEntries(
          Object.entries(parsed).filter(
            ([key, value]) => key !== 'q' && (typeof value === 'string' || typeof value === 'boolean'),
          ),
        );
        return JSON.stringify({ filters });
      }
      return detail;
    } catch {
      return null;
    }
  }
  // downloaded-cv (a file name) and anything else free-form.
  return null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema of its day
export async function up(db: Kysely<any>): Promise<void> {
  const rows = (await db
    .selectFrom('audit_log')
    .select(['id', 'action', 'detail'])
    .where('detail', 'is not', null)
    .execute()) as Row[];
  for (const row of rows) {
    const detail = scrubbedDetail(row.action, row.detail);
    if (detail !== row.detail)
      await db.updateTable('audit_log').set({ detail }).where('id', '=', row.id).execute();
  }
}
