// Mail from the candidate record (issue 44, decision 073): the reply templates' purposes, the placeholders staff
// write as {name} in a template or in the composer, and the staff API's bodies and answers. Shared by apps/api
// (which fills, renders and sends) and apps/staff (the composer).

import {
  MAIL_PLACEHOLDERS as PLACEHOLDER_MEANINGS,
  type MailPlaceholder,
  type ReplyTemplatePurpose,
} from '@agency/content/reply-templates';

export { REPLY_TEMPLATE_PURPOSES } from '@agency/content/reply-templates';
export type { MailPlaceholder, ReplyTemplatePurpose };

/** The placeholders a template or a written mail may use, each filled on the server when the mail is sent. */
export const MAIL_PLACEHOLDERS = Object.keys(PLACEHOLDER_MEANINGS) as MailPlaceholder[];

/** `{name}` in a subject or body: a placeholder when its name is one of MAIL_PLACEHOLDERS. */
const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** The placeholders used in these texts, in the order of MAIL_PLACEHOLDERS, each once. */
export function placeholdersIn(...texts: string[]): MailPlaceholder[] {
  const found = new Set(texts.flatMap((text) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!)));
  return MAIL_PLACEHOLDERS.filter((name) => found.has(name));
}

/** Replaces each known placeholder that has a value; the others stay as written. */
export function fillPlaceholders(
  text: string,
  values: Partial<Record<MailPlaceholder, string | null>>,
): string {
  return text.replace(PLACEHOLDER, (match, name: string) => {
    const value = (values as Record<string, string | null | undefined>)[name];
    return value ? value : match;
  });
}

/** A rejection's not-progressed mail waits this long by default, so staff can still cancel it. */
export const DEFAULT_REJECTION_MAIL_DELAY_HOURS = 24;
/** The longest a mail may be held back (a week). */
export const MAIL_DELAY_MAX_HOURS = 168;
export const CANDIDATE_MAIL_SUBJECT_MAX = 200;
export const CANDIDATE_MAIL_BODY_MAX = 10_000;
export const INTERVIEW_TIME_MAX = 120;

export type MailLanguage = 'en' | 'zh-Hant';

/** GET /api/staff/candidates/:id/mail: what the composer offers for this candidate. */
export interface MailComposerAnswer {
  /** The language the candidate wrote in (their newest submission's). */
  language: MailLanguage;
  templates: {
    key: string;
    purpose: ReplyTemplatePurpose;
    name: Record<MailLanguage, string>;
  }[];
  /** The candidate's submissions a mail can be about (newest first); it goes to that submission's address. */
  about: { reference: string; vacancy: string | null; email: string }[];
}

/** POST /api/staff/candidates/:id/mail/draft: a template's subject and body as text, placeholders filled. */
export interface MailDraftBody {
  template: string;
  language: MailLanguage;
  reference: string;
}
export interface MailDraftAnswer {
  subject: string;
  body: string;
}

/** POST …/mail/preview and POST …/mail (send): what staff wrote, after filling. */
export interface CandidateMailBody {
  reference: string;
  language: MailLanguage;
  subject: string;
  body: string;
  /** The template it started from (its key), or null for a mail written freely. */
  template: string | null;
  /** What staff typed for {interviewTime}. */
  interviewTime?: string;
  /** Hold the mail back this many hours (0: now). */
  delayHours?: number;
}

export interface MailPreviewAnswer {
  subject: string;
  html: string;
  text: string;
  to: string;
  replyTo: string;
}

/** A 400 for a placeholder without a value names it in `field`. */
export interface MailProblemAnswer {
  status: 400;
  message: string;
  field?: MailPlaceholder | 'subject' | 'body' | 'reference' | 'language' | 'template' | 'delayHours';
}

/** A mail's delivery as the timeline shows it. */
export type CandidateMailState = 'scheduled' | 'queued' | 'retrying' | 'sent' | 'failed' | 'cancelled';
