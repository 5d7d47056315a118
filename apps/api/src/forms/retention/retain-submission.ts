// Retain and release: keep a submission past the retention period (the applicant agreed), or let it apply again.
// Used by the command line and the staff area alike.
import type { FormsDatabase } from '../storage/database.ts';

/** False when there is no submission with that reference. */
export function setRetained(db: FormsDatabase, reference: string, retain: boolean): boolean {
  return (
    db.prepare('UPDATE submissions SET retain = ? WHERE reference = ?').run(retain ? 1 : 0, reference)
      .changes === 1
  );
}
