// Runs SQLite's online backup on a thread of its own (database-copy.ts): the copy is one step, one read
// transaction, and better-sqlite3 runs it synchronously; on the server's thread it would hold the event loop for
// the whole copy (3 s for 11.6 MB on the loaded bench machine).
import { parentPort, workerData } from 'node:worker_threads';
import BetterSqlite3 from 'better-sqlite3';

const { source, file } = workerData as { source: string; file: string };
const raw = new BetterSqlite3(source, { fileMustExist: true });
try {
  raw.pragma('busy_timeout = 5000');
  await raw.backup(file, { progress: () => 0x7fffffff });
  parentPort!.postMessage('copied');
} finally {
  raw.close();
}
