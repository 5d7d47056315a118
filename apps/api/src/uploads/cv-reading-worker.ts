// Reads one CV on a thread of its own (cv-reading.ts): PDF text with unpdf (pdf.js), .docx text or HTML with
// mammoth. Both parse untrusted files synchronously for long stretches; on the server's thread a large or
// crafted file would hold every request, so the server runs this with a time and memory limit.
import { parentPort, workerData } from 'node:worker_threads';
import type { CvReadingTask, CvReadingAnswer } from './cv-reading.ts';

const task = workerData as CvReadingTask;

async function read(): Promise<CvReadingAnswer> {
  if (task.type === 'pdf') {
    const { getDocumentProxy } = await import('unpdf');
    const pdf = await getDocumentProxy(new Uint8Array(task.bytes), { verbosity: 0 });
    // Page by page, and no further than the text that is kept: a long PDF's later pages cost time for nothing.
    let text = '';
    for (let number = 1; number <= pdf.numPages && text.length < task.maxChars; number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent();
      for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      text += '\n';
    }
    return { text };
  }
  const mammoth = (await import('mammoth')).default;
  const buffer = Buffer.from(task.bytes);
  if (task.want === 'text') return { text: (await mammoth.extractRawText({ buffer })).value };
  // Never a file named by the document (a linked picture): only what is inside it.
  return { html: (await mammoth.convertToHtml({ buffer }, { externalFileAccess: false })).value };
}

read().then(
  (answer) => parentPort!.postMessage(answer),
  (error: unknown) =>
    parentPort!.postMessage({ failed: error instanceof Error ? error.message : String(error) }),
);
