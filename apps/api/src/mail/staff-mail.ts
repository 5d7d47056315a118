// A mail to a staff member (an outbox row with staff_account_id): the lock-out alert (staff/accounts/) and the
// morning's waiting candidates (recruiting/) are sent the same way, from the agency, to the account's address.
import type { Database } from '../database/database.ts';
import { agencySender, safeMailbox } from './agency-sender.ts';
import { outboxMessageId } from './mail-failure.ts';
import type { ClaimedMail } from '../database/outbox.ts';
import type { Composed } from './mail-worker.ts';

export interface StaffMailOptions {
  database: Database;
  mailFrom: string;
  mailTo: string;
}

/**
 * The message for a staff member's row, or null when their account is gone (or disabled, with `activeOnly`).
 * `compose` words it for the account; null from it sends nothing.
 */
export async function staffMailMessage(
  row: ClaimedMail,
  options: StaffMailOptions & { activeOnly?: boolean },
  compose: (account: {
    email: string;
    name: string;
  }) => Promise<{ subject: string; text: string; html: string } | null>,
  brand: Parameters<typeof agencySender>[0],
): Promise<Composed> {
  const about = { staffAccountId: row.staff_account_id, purpose: row.purpose, outboxId: row.id };
  if (row.staff_account_id === null) return null;
  const account = await options.database.db
    .selectFrom('staff_accounts')
    .select(['email', 'name'])
    .where('id', '=', row.staff_account_id)
    .$if(options.activeOnly === true, (qb) => qb.where('disabled_at', 'is', null))
    .executeTakeFirst();
  if (!account) return null;
  const to = safeMailbox(account.email);
  if (!to) return { about, unsafe: true };
  const mail = await compose(account);
  if (!mail) return null;
  const stem = `staff-${row.staff_account_id}`;
  return {
    about,
    fileStem: `${stem}-${row.purpose}-${row.id}`,
    message: {
      ...agencySender(brand, 'en', options),
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: outboxMessageId(row.id, stem, row.purpose, options.mailFrom),
    },
  };
}
