import path from 'node:path';

/** Where the forms API keeps its files inside DATA_DIR (documented in docs/forms-api.md). */
export interface DataLayout {
  root: string;
  database: string;
  /** Accepted CVs, one file per upload, named by a random server id (no extension). */
  uploads: string;
  /** Half-written uploads; anything here is garbage after a crash and is swept. */
  uploadsTmp: string;
  /** Mail written as .eml files when no SMTP server is configured. */
  mailDir: string;
}

export function dataLayout(dataDir: string): DataLayout {
  const root = path.resolve(dataDir);
  return {
    root,
    database: path.join(root, 'forms.sqlite'),
    uploads: path.join(root, 'uploads'),
    uploadsTmp: path.join(root, 'uploads', '.tmp'),
    mailDir: path.join(root, 'outbox-mail'),
  };
}
