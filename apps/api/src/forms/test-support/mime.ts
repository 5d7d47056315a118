// Just enough MIME reading for the tests: headers of the top part, the text and HTML bodies (inside nested
// multipart/alternative too) and the decoded attachments nodemailer writes.
export interface ParsedMail {
  headers: Map<string, string>;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function splitPart(part: string): [string, string] {
  const match = /\r?\n\r?\n/.exec(part);
  return match ? [part.slice(0, match.index), part.slice(match.index + match[0].length)] : [part, ''];
}

function decode(body: string, encoding: string | undefined): Buffer {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    );
  }
  return Buffer.from(body, 'latin1');
}

/** The attachment's file name: plain, quoted, or RFC 2231 (`filename*0*=utf-8''…`) continuations. */
function fileNameOf(disposition: string): string {
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  const continued = [...disposition.matchAll(/filename\*(\d+)?\*?="?([^";]+)"?/gi)];
  if (continued.length === 0) return plain?.[1] ?? '';
  const joined = continued.map((m) => m[2] ?? '').join('');
  return decodeURIComponent(joined.replace(/^utf-8''/i, ''));
}

function readParts(headers: Map<string, string>, body: string, into: Omit<ParsedMail, 'headers'>): void {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) {
    const content = decode(body.replace(/\r?\n$/, ''), headers.get('content-transfer-encoding'));
    const disposition = headers.get('content-disposition') ?? '';
    if (disposition.startsWith('attachment')) {
      into.attachments.push({ filename: fileNameOf(disposition), contentType: type.split(';')[0] ?? '', content });
    } else if (type.startsWith('text/html')) {
      into.html = content.toString('utf8');
    } else if (type.startsWith('text/plain')) {
      into.text = content.toString('utf8');
    }
    return;
  }
  for (const part of body.split(`--${boundary}`).slice(1)) {
    if (part.startsWith('--')) break;
    const [partHead, partBody] = splitPart(part.replace(/^\r?\n/, ''));
    readParts(parseHeaders(partHead), partBody, into);
  }
}

export function parseMail(raw: string): ParsedMail {
  const [headBlock, body] = splitPart(raw);
  const headers = parseHeaders(headBlock);
  const parsed: Omit<ParsedMail, 'headers'> = { text: '', html: '', attachments: [] };
  readParts(headers, body, parsed);
  return { headers, ...parsed };
}
