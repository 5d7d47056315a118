// What a candidate mail says and how it goes out (decision 073): the placeholders' values (the candidate, the
// card's vacancy in the mail's language and its region, the signed-in staff member, the interview time staff
// typed), the refusal of a placeholder left without a value, and the message: From the agency's name, Reply-To the
// staff member, the agency's layout around the body. The composer's preview and the mail worker compose the same.
import {
  fillPlaceholders,
  placeholdersIn,
  type MailLanguage,
  type MailPlaceholder,
} from '@agency/forms/candidate-mail';
import { localize, vacancyBySlugQuery, type VacancyBySlugQueryResult } from '@agency/content';
import { isRegionId, regions } from '@agency/regions';
import type { SendMailOptions } from 'nodemailer';
import type { AgencyFacts, ContentFetch } from '../../mail/agency-facts.ts';
import { agencySender, agencySubject, safeMailbox, type MailAddresses } from '../../mail/agency-sender.ts';
import { renderMail } from '../../mail/mail-layout.ts';
import { renderBody } from './mail-body.ts';

/** What each placeholder means, for the refusal's message (the staff area words it in both languages). */
const MEANING: Record<MailPlaceholder, string> = {
  firstName: "the candidate's first name",
  vacancyTitle: 'the vacancy’s title (this application names no vacancy)',
  schoolRegion: 'the vacancy’s region (this application names no vacancy)',
  interviewTime: 'the interview time',
  staffName: 'your name',
};

/** A placeholder with no value: the mail is refused (400) naming it. */
export class MissingPlaceholder extends Error {
  readonly field: MailPlaceholder;
  constructor(field: MailPlaceholder) {
    super(
      `{${field}} has no value (${MEANING[field]}): fill it in, or take {${field}} out of the subject and text.`,
    );
    this.field = field;
  }
}

export interface AboutSubmission {
  id: number;
  reference: string;
  email: string;
  candidate_id: number | null;
  board: string | null;
  data: string;
}

/** The vacancy a mail is about: the card's board, else the vacancy the form named. */
export function vacancySlugOf(submission: Pick<AboutSubmission, 'board' | 'data'>): string | null {
  if (submission.board && submission.board !== 'pool') return submission.board;
  const named = (JSON.parse(submission.data) as { vacancy?: unknown }).vacancy;
  return typeof named === 'string' && named ? named : null;
}

export async function placeholderValues(
  content: ContentFetch,
  input: { submission: AboutSubmission; lang: MailLanguage; staffName: string; interviewTime?: string },
): Promise<Record<MailPlaceholder, string | null>> {
  const data = JSON.parse(input.submission.data) as { firstName?: unknown };
  const slug = vacancySlugOf(input.submission);
  const vacancy = slug ? ((await content(vacancyBySlugQuery, { slug })) as VacancyBySlugQueryResult) : null;
  const region = vacancy && isRegionId(vacancy.region) ? regions[vacancy.region].label[input.lang] : null;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  return {
    firstName: text(data.firstName),
    vacancyTitle: vacancy ? (localize(vacancy.title, input.lang) ?? null) : null,
    schoolRegion: region,
    interviewTime: text(input.interviewTime),
    staffName: text(input.staffName),
  };
}

/** Fills the subject and body; the first placeholder left without a value refuses the mail. */
export function filledOrRefused(
  texts: { subject: string; body: string },
  values: Record<MailPlaceholder, string | null>,
): { subject: string; body: string } {
  const subject = fillPlaceholders(texts.subject, values);
  const body = fillPlaceholders(texts.body, values);
  const missing = placeholdersIn(subject, body)[0];
  if (missing) throw new MissingPlaceholder(missing);
  return { subject, body };
}

/** What the outbox row carries until the mail is out (the worker clears it when sent). */
export interface CandidateMailPayload {
  lang: MailLanguage;
  subject: string;
  /** The body as staff wrote it, placeholders filled. */
  body: string;
  /** The staff member's address (Reply-To). */
  replyTo: string;
}

/** The message: the agency's sender and layout, Reply-To the staff member; 'unsafe' when `to` cannot be a header. */
export function composeCandidateMail(
  payload: CandidateMailPayload,
  to: string,
  agency: AgencyFacts,
  addresses: MailAddresses,
): (SendMailOptions & { html: string; text: string; subject: string }) | 'unsafe' {
  const recipient = safeMailbox(to);
  if (!recipient) return 'unsafe';
  const body = renderBody(payload.body);
  const { html, text } = renderMail({
    brand: agency.brand,
    languages: [payload.lang],
    content: () => ({ title: payload.subject, blocks: [{ rendered: body }] }),
  });
  const sender = agencySender(agency.brand, payload.lang, addresses);
  return {
    ...sender,
    // Replies reach the person who wrote; an address unfit for a header falls back to the agency's.
    replyTo: safeMailbox(payload.replyTo) ? payload.replyTo : sender.replyTo,
    to: recipient,
    subject: agencySubject(agency.brand, payload.lang, payload.subject),
    html,
    text,
  };
}
