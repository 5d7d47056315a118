// Reads what the test SMTP server wrote: just enough MIME (headers, nested multipart, base64/quoted-printable)
// to find a submission's mails and its attachments' bytes.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { mailDir } from './forms-mail-config.ts';

export interface MailPart {
  headers: Map<string, string>;
  body: Buffer;
  parts: MailPart[];
}

export interface ReceivedMail {
  file: string;
  subject: string;
  to: string;
  reference: string;
  text: string;
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

function decode(body: string, encoding: string | undefined): Buffer {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1');
  }
  return Buffer.from(body, 'latin1');
}

export function parseMime(raw: string): MailPart {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(split < 0 ? raw : raw.slice(0, split));
  const rest = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = rest.split(`--${boundary}`).slice(1);
    const parts = sections.filter((s) => !s.startsWith('--')).map((s) => parseMime(s.replace(/^\r?\n/, '')));
    return { headers, body: Buffer.alloc(0), parts };
  }
  return {
    headers,
    body: decode(rest.replace(/\r?\n$/, ''), headers.get('content-transfer-encoding')),
    parts: [],
  };
}

const leaves = (part: MailPart): MailPart[] => (part.parts.length ? part.parts.flatMap(leaves) : [part]);

/** RFC 2231 (filename*=utf-8''…) or plain filename="…". */
function filenameOf(part: MailPart): string {
  const disposition = `${part.headers.get('content-disposition') ?? ''}; ${part.headers.get('content-type') ?? ''}`;
  const extended = /filename\*=(?:utf-8|UTF-8)''([^;]+)/.exec(disposition)?.[1];
  if (extended) return decodeURIComponent(extended);
  const match = /(?:file)?name=(?:"([^"]*)"|([^";\s]+))/.exec(disposition);
  return match?.[1] ?? match?.[2] ?? '';
}

export async function readMails(): Promise<ReceivedMail[]> {
  const files = (await readdir(mailDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      // latin1 keeps every byte as one char, so base64 and binary bodies survive the round trip.
      const root = parseMime(await readFile(path.join(mailDir, file), 'latin1'));
      const all = leaves(root);
      const text = all.find(
        (p) => (p.headers.get('content-type') ?? 'text/plain').startsWith('text/plain') && !filenameOf(p),
      );
      return {
        file,
        subject: root.headers.get('subject') ?? '',
        to: root.headers.get('to') ?? '',
        reference: root.headers.get('x-submission-reference') ?? '',
        text: text ? Buffer.from(text.body).toString('utf8') : '',
        attachments: all
          .filter((p) => (p.headers.get('content-disposition') ?? '').startsWith('attachment'))
          .map((p) => ({
            filename: filenameOf(p),
            contentType: p.headers.get('content-type') ?? '',
            content: p.body,
          })),
      };
    }),
  );
}

/** The outbox worker sends shortly after the answer: poll until the mails for `reference` arrive. */
export async function waitForMails(
  reference: string,
  count: number,
  timeoutMs = 15_000,
): Promise<ReceivedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readMails()).filter((m) => m.reference === reference);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
