// Is this PDF a plain document we accept as a CV (issue 27)? It must be a whole PDF: the header, a
// cross-reference table (or stream) where the last `startxref` says, and `%%EOF` at the end. And it must not do
// anything when opened: no JavaScript (/JavaScript, /JS), no /Launch, no /OpenAction other than going to a
// page, no attached files (/EmbeddedFile), no Flash or XFA forms (which carry scripts), no HTML markup (an
// HTML/PDF polyglot), and no encryption (which would hide the rest, and staff could not open it anyway).
// Names are read with their #xx escapes decoded (/J#61vaScript is /JavaScript), and compressed object streams
// (/ObjStm, where PDF 1.5+ keeps dictionaries) are inflated and read too, within a budget.
import { inflateSync } from 'node:zlib';

export type PdfVerdict = 'pdf' | 'damaged' | 'script' | 'embedded' | 'encrypted';

/** Uncompressed bytes read from object streams, at most: a CV's are a few hundred KB. */
const MAX_INFLATED = 20 * 1024 * 1024;
/** `%%EOF` must be within this many bytes of the end (some writers add a little after it). */
const EOF_WINDOW = 1024;

const SCRIPT_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'RichMedia', 'XFA']);
const EMBEDDED_NAMES = new Set(['EmbeddedFile', 'EmbeddedFiles']);
/** What an /OpenAction may do: go to a page of the document itself. */
const SAFE_OPEN_ACTIONS = new Set(['GoTo']);

/** PDF delimiters end a name; `#xx` inside it is one byte. */
const NAME = /\/([^\s/<>[\](){}%]*)/g;
const decodeName = (raw: string) =>
  raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function namesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(NAME)) names.add(decodeName(match[1]!));
  return names;
}

/** The text of object `number generation` (`N G obj … endobj`), if the file has it in the clear. */
function objectText(text: string, reference: string): string | null {
  const [number, generation] = reference.split(/\s+/);
  const start = new RegExp(`(?:^|[\\s>\\]])${number}\\s+${generation}\\s+obj\\b`).exec(text);
  if (!start) return null;
  const end = text.indexOf('endobj', start.index);
  return text.slice(start.index, end === -1 ? undefined : end);
}

/**
 * The action type (/S) of every /OpenAction in `piece`, following a reference to its object in `file`; '?' when
 * it cannot be told.
 */
function openActionTypes(piece: string, file: string): string[] {
  const types: string[] = [];
  for (const match of piece.matchAll(/\/OpenAction\s*(\[|<<|(\d+\s+\d+)\s+R)/g)) {
    if (match[1] === '[') continue; // a destination: open at a page
    const body =
      match[1] === '<<' ? piece.slice(match.index, match.index + 4096) : objectText(file, match[2]!);
    if (body === null) {
      types.push('?');
      continue;
    }
    // An indirect destination array is fine; an action dictionary says what it does with /S.
    if (/^\d+\s+\d+\s+obj\s*\[/.test(body.trimStart())) continue;
    const action = /\/S\s*\/([^\s/<>[\](){}%]+)/.exec(body);
    types.push(action ? decodeName(action[1]!) : '?');
  }
  return types;
}

interface PdfParts {
  /** The file without its stream bodies (the objects' dictionaries, the trailer, comments), in pieces. */
  outside: string[];
  /** Inflated object streams (/ObjStm: dictionaries of PDF 1.5+) and unfiltered streams, as text. */
  readableStreams: string[];
}

/** Splits the file into what is outside streams and the streams that can be read as text; null when corrupt. */
function pdfParts(bytes: Buffer, text: string): PdfParts | null {
  const outside: string[] = [];
  const readableStreams: string[] = [];
  let budget = MAX_INFLATED;
  let position = 0;
  const streamStart = /\bstream\r?\n/g;
  for (let match = streamStart.exec(text); match; match = streamStart.exec(text)) {
    const dictionaryStart = text.lastIndexOf('<<', match.index);
    const dictionary = dictionaryStart >= position ? text.slice(dictionaryStart, match.index) : '';
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end === -1) return null;
    outside.push(text.slice(position, start));
    position = end;
    streamStart.lastIndex = end;
    const raw = bytes.subarray(start, end);
    if (!/\/Filter\b/.test(dictionary)) {
      // The file's own text (a slice, not a copy: a 4 MB stream copied per check was garbage V8 freed late).
      readableStreams.push(text.slice(start, end));
    } else if (/\/Type\s*\/ObjStm\b/.test(dictionary)) {
      if (!/\/Filter\s*\/FlateDecode\b/.test(dictionary)) return null; // nothing else writes object streams
      try {
        const inflated = inflateSync(raw, { maxOutputLength: budget });
        budget -= inflated.length;
        readableStreams.push(inflated.toString('latin1'));
      } catch {
        return null; // corrupt, or beyond the budget
      }
    }
  }
  outside.push(text.slice(position));
  return { outside, readableStreams };
}

/** The structure every reader needs: header, startxref pointing at the cross-references, %%EOF at the end. */
function isWholePdf(bytes: Buffer, text: string): boolean {
  if (!/^%PDF-[12]\.\d/.test(text)) return false;
  const tail = text.slice(-EOF_WINDOW - 64);
  const last =
    [...tail.matchAll(/startxref\s+(\d+)\s+%%EOF\s*$/g)].pop() ?? /startxref\s+(\d+)\s+%%EOF/.exec(tail);
  if (!last || !/%%EOF[\s\S]{0,1024}$/.test(text)) return false;
  const offset = Number(last[1]);
  if (!Number.isSafeInteger(offset) || offset <= 0 || offset >= bytes.length) return false;
  const at = text.slice(offset, offset + 512).replace(/^\s+/, '');
  // A cross-reference table, or (PDF 1.5+) a cross-reference stream object.
  return at.startsWith('xref') || /^\d+\s+\d+\s+obj\s*<<[\s\S]*?\/Type\s*\/XRef\b/.test(at);
}

export function checkPdf(bytes: Buffer): PdfVerdict {
  const text = bytes.toString('latin1');
  if (!isWholePdf(bytes, text)) return 'damaged';
  const parts = pdfParts(bytes, text);
  if (parts === null) return 'damaged';
  if (parts.outside.some((piece) => /\/Encrypt\b/.test(piece))) return 'encrypted';
  // Compressed streams are binary: only the dictionaries and the streams in the clear are read. Piece by piece
  // (slices of the file's text), not joined: a copy of the whole file per check would double its memory.
  const readable = [...parts.outside, ...parts.readableStreams];
  if (readable.some((piece) => /<\s*(html|script|body|iframe|!doctype\s+html)\b/i.test(piece)))
    return 'script';
  const names = new Set(readable.flatMap((piece) => [...namesIn(piece)]));
  if ([...SCRIPT_NAMES].some((name) => names.has(name))) return 'script';
  if ([...EMBEDDED_NAMES].some((name) => names.has(name))) return 'embedded';
  // An /OpenAction's object is looked up in the whole file (its pieces are split at stream bodies).
  const actions = readable.flatMap((piece) => openActionTypes(piece, text));
  if (actions.some((type) => !SAFE_OPEN_ACTIONS.has(type))) return 'script';
  return 'pdf';
}
