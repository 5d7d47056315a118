// The forms database: one SQLite file in DATA_DIR. WAL + synchronous=FULL so a committed row survives a process
// crash and a power cut. Schema changes are numbered migrations applied at start-up (PRAGMA user_version).
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations.ts';

export type FormsDatabase = Database.Database;

export function openDatabase(file: string): FormsDatabase {
  const db = new Database(file);
  // Applicants' data: owner-only. SQLite gives the -wal and -shm files the database file's mode.
  fs.chmodSync(file, 0o600);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // An erased submission must leave nothing behind in free pages: deleted content is overwritten with zeros.
  db.pragma('secure_delete = ON');
  // The CLI scripts may open the file while the server runs.
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

export function migrate(db: FormsDatabase): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  MIGRATIONS.slice(current).forEach((sql, index) => {
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${current + index + 1}`);
    })();
  });
}
