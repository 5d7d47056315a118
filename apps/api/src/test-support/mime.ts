// The ONE mail reader of the tests (the API's unit tests and the Playwright journeys, tests/e2e/forms-mail.ts):
// a raw message as an SMTP server received it, parsed by mailparser (nodemailer's own parser): headers decoded
// (encoded words, folded lines), the text and HTML bodies, and each attachment's name, type and bytes.
import { simpleParser, type AddressObject, type HeaderValue } from 'mailparser';

export interface ParsedMail {
  /** Header values by lower-case name: text as written for structured headers, addresses as `a@b, c@d`. */
  headers: Map<string, string>;
  subject: string;
  /** The sender as shown: display name (empty when there is none) and address. */
  from: { name: string; address: string };
  /** The recipients' addresses. */
  to: string[];
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

const isAddress = (value: HeaderValue): value is AddressObject =>
  typeof value === 'object' && 'value' in value && 'text' in value && Array.isArray(value.value);

const addressesOf = (to: AddressObject | AddressObject[] | undefined): string[] =>
  [to ?? []]
    .flat()
    .flatMap((group) => group.value.flatMap((mailbox) => (mailbox.address ? [mailbox.address] : [])));

/** `raw` as read from the .eml file or the SMTP sink: a Buffer, or a string of its bytes (latin1). */
export async function parseMail(raw: Buffer | string): Promise<ParsedMail> {
  const mail = await simpleParser(typeof raw === 'string' ? Buffer.from(raw, 'latin1') : raw);
  const written = new Map(
    mail.headerLines.map(({ key, line }) => [
      key,
      line
        .slice(line.indexOf(':') + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim(),
    ]),
  );
  const headers = new Map<string, string>();
  for (const [key, value] of mail.headers) {
    if (typeof value === 'string') headers.set(key, value);
    else if (isAddress(value)) headers.set(key, addressesOf(value).join(', '));
    else headers.set(key, written.get(key) ?? '');
  }
  // mailparser folds some headers into another (List-Unsubscribe and List-Unsubscribe-Post into `list`): those
  // are read as written.
  for (const [key, line] of written) if (!headers.has(key)) headers.set(key, line);
  return {
    headers,
    subject: mail.subject ?? '',
    from: { name: mail.from?.value[0]?.name ?? '', address: mail.from?.value[0]?.address ?? '' },
    to: addressesOf(mail.to),
    text: mail.text ?? '',
    html: mail.html || '',
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename ?? '',
      contentType: attachment.contentType,
      content: attachment.content,
    })),
  };
}
