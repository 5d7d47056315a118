// Settings an admin changes on the staff accounts page (a key/value table, so a new one needs no migration).
import type { Database } from '../../database/database.ts';

const STRONG_SIGN_IN = 'require-passkey-or-identity-provider';

export async function requiresStrongSignIn({ db }: Database): Promise<boolean> {
  const row = await db
    .selectFrom('staff_settings')
    .select('value')
    .where('key', '=', STRONG_SIGN_IN)
    .executeTakeFirst();
  return row?.value === 'true';
}

export async function setStrongSignIn({ db }: Database, required: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('staff_settings').where('key', '=', STRONG_SIGN_IN).execute();
    await trx
      .insertInto('staff_settings')
      .values({ key: STRONG_SIGN_IN, value: String(required) })
      .execute();
  });
}
