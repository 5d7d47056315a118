// The outbox carries mails to staff too (issue 27: a staff member is told when sign-ins to their account are held
// back, decision 034): a row may belong to a staff account. The owner rule (exactly one owner per row) is written
// again over every owner column present, so it also holds the owners other migrations added before this one.
// SQLite cannot change a CHECK: there the outbox is copied into a table built from its own definition.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect.ts';
import { copySqliteTable } from './sqlite-copy-table.ts';

const OWNERS = ['submission_id', 'alert_id', 'draft_id', 'staff_account_id'];

/** The end of the parenthesised expression that starts at `open` (an opening parenthesis). */
function closingParen(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  throw new Error('the outbox table is not as expected: unbalanced CHECK');
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema of its day
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql
      .raw(
        'ALTER TABLE outbox ADD COLUMN staff_account_id BIGINT REFERENCES staff_accounts (id) ON DELETE CASCADE',
      )
      .execute(db);
    const present = (
      await sql<{ column_name: string }>`SELECT column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'outbox'`.execute(db)
    ).rows.map((row) => row.column_name);
    const owners = OWNERS.filter((column) => present.includes(column));
    for (const statement of [
      'ALTER TABLE outbox DROP CONSTRAINT IF EXISTS outbox_owner',
      `ALTER TABLE outbox ADD CONSTRAINT outbox_owner CHECK (num_nonnulls(${owners.join(', ')}) = 1)`,
      'CREATE INDEX outbox_staff_account ON outbox (staff_account_id)',
    ])
      await sql.raw(statement).execute(db);
    return;
  }
  const present = (
    await sql<{ name: string }>`SELECT name FROM pragma_table_info('outbox')`.execute(db)
  ).rows.map((row) => row.name);
  const owners = OWNERS.filter((column) => column === 'staff_account_id' || present.includes(column));
  await copySqliteTable(db, 'outbox', (definition) => {
    const start = definition.search(/CHECK\s*\(\s*\(submission_id IS/i);
    if (start < 0) throw new Error('the outbox table is not as expected: no owner CHECK');
    const end = closingParen(definition, definition.indexOf('(', start));
    const rule = owners.map((column) => `(${column} IS NOT NULL)`).join(' + ');
    return (
      `${definition.slice(0, start)}staff_account_id INTEGER REFERENCES staff_accounts (id) ON DELETE CASCADE,\n` +
      `      CHECK (${rule} = 1)${definition.slice(end + 1)}`
    );
  });
  await sql.raw('CREATE INDEX outbox_staff_account ON outbox (staff_account_id)').execute(db);
}
