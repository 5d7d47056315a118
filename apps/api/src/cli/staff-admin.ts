// `pnpm admin staff …`: staff accounts from the command line (docs/staff.md).
//   staff add EMAIL --name NAME [--role admin|recruiter] [--password-stdin]
//                                                    create (the first account is an admin; others recruiters
//                                                    unless --role admin); without --password-stdin print a link
//   staff disable EMAIL                              stop the account signing in, end its sessions
//   staff reset EMAIL [--password-stdin]             forget the password, end sessions, new link (or password)
import type { Database } from '../database/database.ts';
import {
  createAccount,
  disableAccount,
  issueSetPasswordToken,
  resetAccount,
  SET_PASSWORD_LINK_TTL_MS,
  setPassword,
  StaffAccountError,
  type StaffAccount,
  type StaffRole,
} from '../staff/accounts/staff-accounts.ts';

export const STAFF_USAGE =
  'usage: pnpm admin staff add EMAIL --name NAME [--role admin|recruiter] [--password-stdin] | staff disable EMAIL | staff reset EMAIL [--password-stdin]';

export interface StaffCommandIo {
  readStdin: () => Promise<string>;
  out: (line: string) => void;
  err: (line: string) => void;
  publicOrigin: string;
  now: number;
}

import { setPasswordLink } from '../staff/accounts/set-password-link.ts';

export { setPasswordLink };

interface Flags {
  positional: string[];
  name?: string;
  role: StaffRole;
  passwordStdin: boolean;
}

function parseFlags(args: string[]): Flags | null {
  const positional: string[] = [];
  let name: string | undefined;
  let role: StaffRole = 'recruiter';
  let passwordStdin = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--name') {
      name = args[i + 1];
      if (name === undefined) return null;
      i += 1;
    } else if (arg === '--role') {
      const value = args[i + 1];
      if (value !== 'admin' && value !== 'recruiter') return null;
      role = value;
      i += 1;
    } else if (arg === '--password-stdin') passwordStdin = true;
    else if (arg.startsWith('--')) return null;
    else positional.push(arg);
  }
  return { positional, name, role, passwordStdin };
}

async function giveAccess(
  db: Database,
  account: StaffAccount,
  passwordStdin: boolean,
  io: StaffCommandIo,
): Promise<void> {
  if (passwordStdin) {
    // One line: a trailing newline from `echo` or a heredoc is not part of the password.
    const password = (await io.readStdin()).replace(/\r?\n$/, '');
    await setPassword(db, account.id, password);
    io.out(`${account.email}: password set; they can sign in at ${io.publicOrigin}/staff`);
    return;
  }
  const token = await issueSetPasswordToken(db, account.id, io.now);
  const hours = SET_PASSWORD_LINK_TTL_MS / 3_600_000;
  io.out(`Send this one-time link to ${account.name} <${account.email}>; it works once, for ${hours} hours:`);
  io.out(setPasswordLink(io.publicOrigin, token));
}

export async function runStaffCommand(db: Database, args: string[], io: StaffCommandIo): Promise<number> {
  const flags = parseFlags(args);
  const [action, email] = flags?.positional ?? [];
  if (!flags || !email || flags.positional.length !== 2) {
    io.err(STAFF_USAGE);
    return 2;
  }
  try {
    if (action === 'add') {
      if (flags.name === undefined) {
        io.err('Give the person a name with --name "Their Name".');
        return 2;
      }
      const account = await createAccount(db, email, flags.name, io.now, flags.role);
      io.out(`created staff account ${account.email} (${account.name}, ${account.role})`);
      await giveAccess(db, account, flags.passwordStdin, io);
      return 0;
    }
    if (action === 'disable') {
      const account = await disableAccount(db, email, io.now);
      io.out(`${account.email}: disabled; their sessions have ended (reset the account to let them back in)`);
      return 0;
    }
    if (action === 'reset') {
      const account = await resetAccount(db, email);
      io.out(`${account.email}: old password forgotten, sessions ended`);
      await giveAccess(db, account, flags.passwordStdin, io);
      return 0;
    }
    io.err(STAFF_USAGE);
    return 2;
  } catch (error) {
    if (error instanceof StaffAccountError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}
