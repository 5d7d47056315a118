// The words of stored CVs (decision 072): written by the CV reader (uploads/cv-text-reader.ts) once a file is
// stored, searched by the candidates list and the inbox, shown as "no text could be read" on the record, and erased
// with the file (the row cascades from upload_files; on SQLite a trigger drops its FTS5 entry).
import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database, Dialect } from './database.ts';
import type { CvTextsTable } from './cv-text-tables.ts';
import type { Db, Tables, UploadFilesTable } from './tables.ts';

/** Stored files that have no text row yet (oldest upload first): the reader's queue, which survives a restart. */
export async function filesWithoutText(
  database: Database,
  limit: number,
): Promise<Pick<UploadFilesTable, 'id' | 'file_type'>[]> {
  return database.db
    .selectFrom('upload_files as f')
    .innerJoin('uploads as u', 'u.id', 'f.upload_id')
    .leftJoin('cv_texts as t', 't.file_id', 'f.id')
    .select(['f.id', 'f.file_type'])
    .where('t.id', 'is', null)
    .orderBy('u.created_at')
    .orderBy('f.id')
    .limit(limit)
    .execute();
}

/**
 * Keeps what reading a file gave. False when the row was there already (another node read it too) or the file
 * was erased while it was being read: then nothing is kept.
 */
export async function recordCvText(database: Database, row: Omit<CvTextsTable, 'id'>): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('cv_texts')
      .columns(['file_id', 'outcome', 'text', 'read_at'])
      .expression((eb) =>
        eb
          .selectFrom('upload_files')
          .select([
            'id',
            eb.val(row.outcome).as('outcome'),
            eb.val(row.text).as('text'),
            eb.val(row.read_at).as('read_at'),
          ])
          .where('id', '=', row.file_id),
      )
      .onConflict((oc) => oc.column('file_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;
    if (database.dialect === 'sqlite' && row.text)
      await sql`INSERT INTO cv_text_search (rowid, text) VALUES (${inserted.id}, ${row.text})`.execute(trx);
    return true;
  });
}

/** SQLite: puts every kept text in the FTS5 index (a database copied in from Postgres, which has none). */
export async function indexCvTextsOnSqlite(db: Db): Promise<void> {
  await sql`INSERT INTO cv_text_search (rowid, text) SELECT id, text FROM cv_texts WHERE text <> ''`.execute(
    db,
  );
}

/** The outcome of reading each of these files ('read', 'no-text', …); a file not read yet is absent. */
export async function cvTextOutcomes(database: Database, fileIds: string[]): Promise<Map<string, string>> {
  if (fileIds.length === 0) return new Map();
  const rows = await database.db
    .selectFrom('cv_texts')
    .select(['file_id', 'outcome'])
    .where('file_id', 'in', fileIds)
    .execute();
  return new Map(rows.map((row) => [row.file_id, row.outcome]));
}

/** The words of a search as both full-text engines take them: letters and digits, at most 8 words. */
export const searchWords = (q: string): string[] => (q.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);

/**
 * The ids of submissions one of whose CVs holds every word of `q` (each word also as the start of a longer one:
 * "teach" finds "teaching"), or null when `q` has no words. A subquery for `where('id', 'in', …)`.
 */
export function submissionsWithCvWords(
  dialect: Dialect,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's builder: the subquery names its own tables
  eb: ExpressionBuilder<Tables, any>,
  q: string,
) {
  const words = searchWords(q);
  if (words.length === 0) return null;
  const files =
    dialect === 'postgres'
      ? eb
          .selectFrom('cv_texts as cv_t')
          .select('cv_t.file_id')
          .where(sql<SqlBool>`cv_t.words @@ to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')})`)
      : // From the index's rowids to the files through the narrow (id, file_id) index: the rows themselves hold
        // the whole text, and reading 20,000 of them for a common word cost more than the search.
        sql<string>`(SELECT file_id FROM cv_texts INDEXED BY cv_texts_ids WHERE id IN (SELECT rowid FROM cv_text_search WHERE cv_text_search MATCH ${words
          .map((w) => `"${w}"*`)
          .join(' ')}))`;
  return eb
    .selectFrom('upload_files as cv_f')
    .innerJoin('uploads as cv_u', 'cv_u.id', 'cv_f.upload_id')
    .select('cv_u.submission_id')
    .where('cv_f.id', 'in', files)
    .where('cv_u.submission_id', 'is not', null);
}
