// Builds the two mails of a submission from its stored row. Headers never carry raw input: the subject is built
// from the reference number, the only address taken from the form is the validated e-mail, and names appear only
// in the body. Attachment names are encoded by nodemailer (RFC 2231).
import { Readable } from 'node:stream';
import { fieldLabel, fieldNamesOf } from '@agency/forms';
import type { SendMailOptions } from 'nodemailer';
import { readLater, type CvStorage } from '../../cv-storage/cv-storage.ts';
import type { UploadFileRow } from '../../database/uploads.ts';

export interface SubmissionRow {
  id: number;
  kind: 'enquiry' | 'application';
  reference: string;
  email: string;
  data: string;
  created_at: number;
}

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

const NOUN = { enquiry: 'enquiry', application: 'application' } as const;
const NOUN_ZH = { enquiry: '查詢', application: '申請' } as const;

/** The stored fields in the table of form fields' order, then any field it does not know (by its name). */
function fieldLines(kind: SubmissionRow['kind'], data: Record<string, unknown>): string {
  const known = fieldNamesOf(kind);
  const fields = known.filter((field) => Object.hasOwn(data, field));
  fields.push(...Object.keys(data).filter((field) => !known.includes(field)));
  return fields
    .map((field) => {
      const value = data[field];
      return `${fieldLabel(kind, field, 'en')}: ${Array.isArray(value) ? value.join(', ') : String(value)}`;
    })
    .join('\n');
}

/**
 * The applicant's address as a header value, or null. The schema allows any non-space characters around the @;
 * characters that mean something in an address list (`,;<>"()[]\:`) would let one field become several
 * recipients, so such an address gets no acknowledgement and no Reply-To (the agency still sees it in the body).
 */
export function safeMailbox(email: string): { name: string; address: string } | null {
  return /^[^\s@,;<>"()[\]\\:]+@[^\s@,;<>"()[\]\\:]+$/.test(email) ? { name: '', address: email } : null;
}

export interface MailSettings {
  mailTo: string;
  mailFrom: string;
  /** Attachments are read from the CV storage as the mail is sent. */
  cvs: CvStorage;
}

export function composeAgencyMail(
  row: SubmissionRow,
  files: UploadFileRow[],
  settings: MailSettings,
): SendMailOptions {
  const data = JSON.parse(row.data) as Record<string, unknown>;
  return {
    from: settings.mailFrom,
    to: settings.mailTo,
    replyTo: safeMailbox(row.email) ?? undefined,
    subject: `New ${NOUN[row.kind]} ${row.reference}`,
    text:
      `Reference: ${row.reference}\nReceived: ${new Date(row.created_at).toISOString()}\n\n${fieldLines(row.kind, data)}\n` +
      (files.length > 0 ? `\nCV attached (${files.length} file${files.length > 1 ? 's' : ''}).\n` : ''),
    attachments: files.map((file) => ({
      filename: file.original_name,
      content: Readable.from(readLater(settings.cvs, file.id)),
      contentType: CONTENT_TYPES[file.file_type],
    })),
    headers: { 'X-Submission-Reference': row.reference },
  };
}

/** The acknowledgement to the applicant, or null when their address is unsafe to put in a header. */
export function composeAcknowledgement(row: SubmissionRow, settings: MailSettings): SendMailOptions | null {
  const noun = NOUN[row.kind];
  const to = safeMailbox(row.email);
  if (!to) return null;
  return {
    from: settings.mailFrom,
    to,
    subject: `We have received your ${noun} (${row.reference})`,
    text:
      `Thank you. We have received your ${noun} and will reply soon.\n` +
      `Your reference number is ${row.reference}; please quote it if you contact us.\n\n` +
      `感謝您的${NOUN_ZH[row.kind]}。我們已收到您的資料，並會盡快回覆。參考編號：${row.reference}\n`,
    headers: { 'X-Submission-Reference': row.reference },
  };
}
