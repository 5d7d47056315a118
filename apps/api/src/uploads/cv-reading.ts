// What the server reads out of a stored CV (decision 072): its words for staff search, and for a .docx a preview
// as sanitised HTML. The parsing runs on a worker thread (cv-reading-worker.ts) with a time and memory limit, so a
// large or crafted file can neither hold the event loop nor the server's memory. A .doc (Word 97-2003) is not read.
import { Worker } from 'node:worker_threads';
import sanitizeHtml from 'sanitize-html';
import type { CvFileType } from './file-type.ts';

/** What the worker is asked: a PDF's or a .docx's text, or a .docx as HTML. */
export interface CvReadingTask {
  type: 'pdf' | 'docx';
  want: 'text' | 'html';
  bytes: Uint8Array;
  /** A PDF is read no further than this many characters. */
  maxChars: number;
}
export type CvReadingAnswer = { text: string } | { html: string } | { failed: string };

/** A CV's text is kept up to this many characters (a long CV has 20,000; the rest is rarely searched for). */
export const CV_TEXT_MAX_CHARS = 100_000;
const READING_TIME_LIMIT_MS = 20_000;
const READING_HEAP_MB = 256;

export class CvReadingFailed extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'CvReadingFailed';
  }
}

/** Runs one reading on a new worker thread; rejects with CvReadingFailed on a parse error, the time or memory limit. */
export function readOnWorker(task: CvReadingTask, timeLimitMs = READING_TIME_LIMIT_MS): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./cv-reading-worker.ts', import.meta.url), {
      workerData: task,
      resourceLimits: { maxOldGenerationSizeMb: READING_HEAP_MB },
    });
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      action();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => reject(new CvReadingFailed(`reading took longer than ${timeLimitMs} ms`))),
      timeLimitMs,
    );
    worker.once('message', (answer: CvReadingAnswer) =>
      settle(() =>
        'failed' in answer
          ? reject(new CvReadingFailed(answer.failed))
          : resolve('text' in answer ? answer.text : answer.html),
      ),
    );
    worker.once('error', (error) => settle(() => reject(new CvReadingFailed(error.message))));
    worker.once('exit', (code) =>
      settle(() => reject(new CvReadingFailed(`the reader stopped (exit ${code})`))),
    );
  });
}

/**
 * What reading a CV for search gave: its words ('read'), none (a scan: 'no-text'), a file that could not be read
 * ('unreadable': broken, or over the limits) or a kind that is not read ('not-read': .doc).
 */
export type CvTextOutcome = 'read' | 'no-text' | 'unreadable' | 'not-read';

/** Whitespace runs become one space (or one line break), and the text is cut at CV_TEXT_MAX_CHARS. */
export function tidyCvText(text: string): string {
  return text
    .replace(/\0/g, '')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim()
    .slice(0, CV_TEXT_MAX_CHARS);
}

export async function readCvText(
  type: CvFileType,
  bytes: Uint8Array,
): Promise<{ outcome: CvTextOutcome; text: string }> {
  if (type === 'doc') return { outcome: 'not-read', text: '' };
  try {
    const text = tidyCvText(await readOnWorker({ type, want: 'text', bytes, maxChars: CV_TEXT_MAX_CHARS }));
    return { outcome: text ? 'read' : 'no-text', text };
  } catch (error) {
    if (error instanceof CvReadingFailed) return { outcome: 'unreadable', text: '' };
    throw error;
  }
}

/**
 * The allow-list for a converted .docx: headings, paragraphs, lists, tables and emphasis, and pictures only as
 * data: URLs (mammoth inlines a document's own pictures). No links (their text stays), no styles, no scripts, no
 * event handlers, no frames or forms: whatever mammoth let through of a hostile file ends here.
 */
const PREVIEW_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
  ],
  allowedAttributes: { img: ['src', 'alt'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: [],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export const sanitiseCvHtml = (html: string): string => sanitizeHtml(html, PREVIEW_HTML);

/** A .docx as sanitised HTML (the body's content); rejects with CvReadingFailed when it cannot be converted. */
export async function docxPreviewHtml(bytes: Uint8Array): Promise<string> {
  return sanitiseCvHtml(
    await readOnWorker({ type: 'docx', want: 'html', bytes, maxChars: CV_TEXT_MAX_CHARS }),
  );
}
