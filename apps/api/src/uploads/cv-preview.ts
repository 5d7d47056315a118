// Serves a stored CV for viewing in a frame (decision 072): a PDF as itself, inline; a .docx converted to HTML and
// sanitised (cv-reading.ts); a .doc not at all (it is only downloaded). Every answer carries its own strict CSP
// with `sandbox`, so nothing inside a CV runs even when the file is opened outside the frame. The staff record and
// any other place that shows a CV (a share link) answer through here.
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { CvNotFoundError, CvStorageUnavailableError, type CvStorage } from './cv-storage.ts';
import { CvReadingFailed, docxPreviewHtml } from './cv-reading.ts';
import type { CvFileType } from './file-type.ts';

/** A PDF may draw its own pictures and fonts; nothing loads from elsewhere, nothing runs, no form posts. */
export const PDF_PREVIEW_CSP =
  "default-src 'none'; img-src data: blob:; font-src data:; style-src 'unsafe-inline'; object-src 'none'; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox";
/** The converted .docx: our own inline style sheet and its pictures as data: URLs, nothing else. */
export const DOCX_PREVIEW_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; " +
  "frame-ancestors 'self'; sandbox";

const PREVIEW_STYLE =
  'body{font:15px/1.5 system-ui,"Noto Sans CJK TC",sans-serif;color:#1a1a1a;margin:0;padding:16px;' +
  'overflow-wrap:anywhere}img{max-width:100%;height:auto}table{border-collapse:collapse}' +
  'td,th{border:1px solid #ccc;padding:4px 6px;vertical-align:top}h1,h2,h3{line-height:1.25}';

/** The converted .docx as a whole page: language-neutral, no scripts, our style only. */
export const previewDocument = (bodyHtml: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<meta name="referrer" content="no-referrer"><style>${PREVIEW_STYLE}</style></head><body>${bodyHtml}</body></html>`;

/** The headers of a CV answered for a frame: its own CSP (replacing the site's), framed by our pages only. */
export function previewHeaders(reply: FastifyReply, csp: string): FastifyReply {
  reply.raw.removeHeader('X-Frame-Options');
  return reply
    .removeHeader('X-Frame-Options')
    .header('Content-Security-Policy', csp)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cross-Origin-Resource-Policy', 'same-origin')
    .header('Referrer-Policy', 'no-referrer')
    .header('Cache-Control', 'no-store');
}

export interface PreviewFile {
  id: string;
  type: CvFileType;
  size: number;
}

export const CANNOT_PREVIEW_DOC = {
  status: 415,
  message: 'Word 97-2003 (.doc) files cannot be previewed; download the file to read it.',
};

/** Answers a CV for a frame, or a 404/415/422/503 with a message when it cannot be shown. */
export async function sendCvPreview(
  reply: FastifyReply,
  cvs: CvStorage,
  file: PreviewFile,
): Promise<FastifyReply> {
  if (file.type === 'doc') return reply.code(415).send(CANNOT_PREVIEW_DOC);
  const stream = await openCvOr404(reply, cvs, file.id);
  if (!stream) return reply;
  if (file.type === 'pdf')
    return previewHeaders(reply, PDF_PREVIEW_CSP)
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', 'inline')
      .header('Content-Length', String(file.size))
      .send(stream);
  const bytes = await readAll(stream);
  let html;
  try {
    html = await docxPreviewHtml(bytes);
  } catch (error) {
    if (!(error instanceof CvReadingFailed)) throw error;
    return reply
      .code(422)
      .send({
        status: 422,
        message: 'This Word file could not be converted for preview; download it to read it.',
      });
  }
  return previewHeaders(reply, DOCX_PREVIEW_CSP)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Content-Disposition', 'inline')
    .send(previewDocument(html));
}

/** The stored file's stream, or null with a 404 (gone from storage) or 503 (storage unreachable) already sent. */
export async function openCvOr404(reply: FastifyReply, cvs: CvStorage, id: string): Promise<Readable | null> {
  try {
    return await cvs.open(id);
  } catch (error) {
    if (error instanceof CvNotFoundError) {
      await reply.code(404).send({ status: 404, message: 'This CV file is missing from storage.' });
      return null;
    }
    if (error instanceof CvStorageUnavailableError) {
      reply.log.error({ reason: error.message }, 'CV storage unavailable');
      await reply.code(503).header('Retry-After', '30').send({
        status: 503,
        message: 'The CV storage cannot be reached just now. Please try again shortly.',
      });
      return null;
    }
    throw error;
  }
}

/** A stored CV's bytes (at most the 4 MB an upload may have). */
export async function readAll(stream: AsyncIterable<Buffer>): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}
