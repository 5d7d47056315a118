// What an admin does to staff accounts from the staff area (the command line does the same, cli/staff-admin.ts):
// list them, add one with a role, change a role, disable one. The last active admin cannot be demoted or
// disabled: nobody could manage the accounts any more.
import type { Database } from '../../database/database.ts';
import { disableAccount, StaffAccountError, type StaffAccount, type StaffRole } from './staff-accounts.ts';

export interface StaffAccountSummary extends StaffAccount {
  active: boolean;
  hasPassword: boolean;
  createdAt: number;
}

export async function listAccounts({ db }: Database): Promise<StaffAccountSummary[]> {
  const rows = await db
    .selectFrom('staff_accounts')
    .select(['id', 'email', 'name', 'role', 'disabled_at', 'password_hash', 'created_at'])
    .orderBy('email')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    active: r.disabled_at === null,
    hasPassword: r.password_hash !== null,
    createdAt: r.created_at,
  }));
}

async function accountById(database: Database, id: number): Promise<StaffAccountSummary> {
  const account = (await listAccounts(database)).find((a) => a.id === id);
  if (!account) throw new StaffAccountError('There is no staff account with this id.');
  return account;
}

async function refuseLastAdmin(database: Database, account: StaffAccountSummary): Promise<void> {
  if (account.role !== 'admin' || !account.active) return;
  const admins = (await listAccounts(database)).filter((a) => a.role === 'admin' && a.active);
  if (admins.length <= 1) {
    throw new StaffAccountError(`${account.email} is the only admin: make someone else an admin first.`);
  }
}

export async function changeRole(
  database: Database,
  id: number,
  role: StaffRole,
): Promise<StaffAccountSummary> {
  const account = await accountById(database, id);
  if (role !== 'admin') await refuseLastAdmin(database, account);
  await database.db.updateTable('staff_accounts').set({ role }).where('id', '=', id).execute();
  return { ...account, role };
}

export async function disableById(database: Database, id: number, now: number): Promise<StaffAccountSummary> {
  const account = await accountById(database, id);
  await refuseLastAdmin(database, account);
  await disableAccount(database, account.email, now);
  return { ...account, active: false };
}

export const isRole = (value: unknown): value is StaffRole => value === 'admin' || value === 'recruiter';
