// Erasing an address erases its candidate (database/erase-address.ts): the candidate row and, with it (ON DELETE
// CASCADE), its tags, timeline and notes. Its submissions, erased by reference, lose the link (SET NULL), and
// candidates merged into it become candidates of their own again: their data is another address's.
import type { AddressEraser } from '../database/erase-address.ts';
import { emailKey } from '../database/candidate-keys.ts';
import type { Database } from '../database/database.ts';

export const candidateAddressEraser = ({ db }: Database): AddressEraser => ({
  async erase(email) {
    const deleted = await db
      .deleteFrom('candidates')
      .where('email_key', '=', emailKey(email))
      .executeTakeFirst();
    return Number(deleted.numDeletedRows);
  },
  audit: (erased) => (erased > 0 ? { action: 'candidate-erased', detail: { candidates: erased } } : null),
});
