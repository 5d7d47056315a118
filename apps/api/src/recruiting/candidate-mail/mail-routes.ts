// Writing to a candidate from their record (issue 44, decision 073): what the composer offers (templates, the
// candidate's language, the submissions a mail can be about), a template's text with what is known filled in, the
// preview, sending (now or held back) and cancelling a mail that has not gone yet.
import {
  CANDIDATE_MAIL_BODY_MAX,
  CANDIDATE_MAIL_SUBJECT_MAX,
  INTERVIEW_TIME_MAX,
  MAIL_DELAY_MAX_HOURS,
  fillPlaceholders,
  type CandidateMailBody,
  type MailComposerAnswer,
  type MailDraftAnswer,
  type MailLanguage,
  type MailPreviewAnswer,
} from '@agency/forms/candidate-mail';
import { localize, replyTemplatesQuery, type ReplyTemplatesQueryResult } from '@agency/content';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AgencyFacts, ContentFetch } from '../../mail/agency-facts.ts';
import type { MailAddresses } from '../../mail/agency-sender.ts';
import { mailLang } from '../../mail/mail-layout.ts';
import { allow } from '../../security/staff-access.ts';
import { candidateGroup, survivorOf } from '../candidate-record.ts';
import { CandidateProblem } from '../candidate-actions.ts';
import { answering, type RecruitingContext } from '../route-context.ts';
import { bodyOf, candidateIdOf, InputProblem } from '../route-input.ts';
import { blocksToText } from './mail-body.ts';
import {
  composeCandidateMail,
  filledOrRefused,
  MissingPlaceholder,
  placeholderValues,
  vacancySlugOf,
  type AboutSubmission,
  type CandidateMailPayload,
} from './mail-compose.ts';
import { cancelCandidateMail, queueCandidateMail } from './mail-store.ts';

/** What writing to candidates needs besides the database (app.ts wires it). */
export interface CandidateMailDeps {
  /** Runs packages/content's queries on the published content. */
  content: ContentFetch;
  agencyFacts: () => Promise<AgencyFacts>;
  addresses: MailAddresses;
  /** Tells the mail worker a mail is due. */
  kick: () => void;
}

const HOUR_MS = 60 * 60 * 1000;

const isLanguage = (value: unknown): value is MailLanguage => value === 'en' || value === 'zh-Hant';

function textOf(raw: unknown, field: 'subject' | 'body', max: number): string {
  if (typeof raw !== 'string' || raw.trim() === '')
    throw new MailInputProblem(field, field === 'subject' ? 'Write a subject.' : 'Write the mail first.');
  if (raw.length > max) throw new MailInputProblem(field, `The ${field} has at most ${max} characters.`);
  if (field === 'subject' && /[\r\n]/.test(raw))
    throw new MailInputProblem(field, 'The subject is one line: take out the line breaks.');
  return raw.trim();
}

class MailInputProblem extends InputProblem {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}

/** Answers a refusal that names its field (a placeholder without a value, or bad input), else as the others. */
const withField =
  (handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await handler(request, reply);
    } catch (error) {
      if (error instanceof MissingPlaceholder || error instanceof MailInputProblem)
        return reply.code(400).send({ status: 400, message: error.message, field: error.field });
      throw error;
    }
  };

export function candidateMailRoutes(app: FastifyInstance, context: RecruitingContext): void {
  const deps = context.candidateMail;
  if (!deps) return;
  const { database } = context;
  const templates = async () => (await deps.content(replyTemplatesQuery)) as ReplyTemplatesQueryResult;

  const groupOf = async (request: FastifyRequest) => {
    const id = await survivorOf(database, candidateIdOf((request.params as { id: string }).id));
    if (id === null) throw new CandidateProblem(404, 'There is no candidate with this id.');
    return (await candidateGroup(database, id)).map((row) => Number(row.id));
  };

  const submissionsOf = (ids: number[]) =>
    database.db
      .selectFrom('submissions')
      .select(['id', 'reference', 'email', 'candidate_id', 'board', 'data', 'kind'])
      .where('candidate_id', 'in', ids)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();

  /** The submission a mail is about: one of this candidate's. */
  const aboutOf = async (
    ids: number[],
    raw: unknown,
  ): Promise<AboutSubmission & { candidate_id: number }> => {
    const found = (await submissionsOf(ids)).find((row) => row.reference === raw);
    if (!found || found.candidate_id === null)
      throw new MailInputProblem(
        'reference',
        "Choose which of this candidate's applications the mail is about.",
      );
    return { ...found, id: Number(found.id), candidate_id: Number(found.candidate_id) };
  };

  const staffOf = (request: FastifyRequest) =>
    database.db
      .selectFrom('staff_accounts')
      .select(['name', 'email'])
      .where('id', '=', context.staffIdOf(request))
      .executeTakeFirstOrThrow();

  const templateOf = async (key: unknown) => {
    const found = (await templates()).find((template) => template.key === key);
    if (!found) throw new MailInputProblem('template', 'There is no published reply template with this key.');
    return found;
  };

  app.get(
    '/candidates/:id/mail',
    allow('recruiter'),
    answering(async (request): Promise<MailComposerAnswer> => {
      const submissions = await submissionsOf(await groupOf(request));
      return {
        // The language the candidate used in their newest submission.
        language: mailLang((JSON.parse(submissions[0]?.data ?? '{}') as { language?: unknown }).language),
        templates: (await templates()).map((template) => ({
          key: template.key,
          purpose: template.purpose,
          name: { en: template.name.en, 'zh-Hant': localize(template.name, 'zh-Hant') ?? template.name.en },
        })),
        about: submissions.map((row) => ({
          reference: row.reference,
          vacancy: vacancySlugOf(row),
          email: row.email,
        })),
      };
    }),
  );

  app.post(
    '/candidates/:id/mail/draft',
    allow('recruiter'),
    answering(
      withField(async (request): Promise<MailDraftAnswer> => {
        const body = bodyOf(request);
        const lang = isLanguage(body.language) ? body.language : 'en';
        const submission = await aboutOf(await groupOf(request), body.reference);
        const template = await templateOf(body.template);
        const values = await placeholderValues(deps.content, {
          submission,
          lang,
          staffName: (await staffOf(request)).name,
        });
        // What is known is filled now; what is not ({interviewTime}) stays for staff to give.
        return {
          subject: fillPlaceholders(localize(template.subject, lang) ?? '', values),
          body: fillPlaceholders(blocksToText(localize(template.body, lang)), values),
        };
      }),
    ),
  );

  /** The mail as it would go: filled, refused when a placeholder has no value. */
  const prepare = async (request: FastifyRequest) => {
    const body = bodyOf(request) as Partial<Record<keyof CandidateMailBody, unknown>>;
    if (!isLanguage(body.language)) throw new MailInputProblem('language', 'Choose English or Chinese.');
    const lang = body.language;
    const subject = textOf(body.subject, 'subject', CANDIDATE_MAIL_SUBJECT_MAX);
    const text = textOf(body.body, 'body', CANDIDATE_MAIL_BODY_MAX);
    const interviewTime = body.interviewTime ?? '';
    if (typeof interviewTime !== 'string' || interviewTime.length > INTERVIEW_TIME_MAX)
      throw new MailInputProblem(
        'interviewTime',
        `The interview time has at most ${INTERVIEW_TIME_MAX} characters.`,
      );
    const delayHours = body.delayHours ?? 0;
    if (
      typeof delayHours !== 'number' ||
      !Number.isInteger(delayHours) ||
      delayHours < 0 ||
      delayHours > MAIL_DELAY_MAX_HOURS
    )
      throw new MailInputProblem(
        'delayHours',
        `Hold the mail back 0 to ${MAIL_DELAY_MAX_HOURS} whole hours.`,
      );
    const template =
      body.template === null || body.template === undefined ? null : (await templateOf(body.template)).key;
    const submission = await aboutOf(await groupOf(request), body.reference);
    const staff = await staffOf(request);
    const values = await placeholderValues(deps.content, {
      submission,
      lang,
      staffName: staff.name,
      interviewTime,
    });
    const filled = filledOrRefused({ subject, body: text }, values);
    const payload: CandidateMailPayload = { lang, ...filled, replyTo: staff.email };
    return { submission, payload, template, delayHours };
  };

  app.post(
    '/candidates/:id/mail/preview',
    allow('recruiter'),
    answering(
      withField(async (request): Promise<MailPreviewAnswer> => {
        const { submission, payload } = await prepare(request);
        const message = composeCandidateMail(
          payload,
          submission.email,
          await deps.agencyFacts(),
          deps.addresses,
        );
        if (message === 'unsafe')
          throw new MailInputProblem(
            'reference',
            'This address cannot receive mail from us (it is not a plain address).',
          );
        return {
          subject: message.subject,
          html: message.html,
          text: message.text,
          to: submission.email,
          replyTo: String(message.replyTo),
        };
      }),
    ),
  );

  app.post(
    '/candidates/:id/mail',
    allow('recruiter'),
    answering(
      withField(async (request) => {
        const { submission, payload, template, delayHours } = await prepare(request);
        const sendAt = Date.now() + delayHours * HOUR_MS;
        const mail = await queueCandidateMail(database, {
          submission,
          payload,
          template,
          sendAt,
          by: context.by(request),
        });
        if (delayHours === 0) deps.kick();
        return { mail, sendAt };
      }),
    ),
  );

  app.post(
    '/candidates/:id/mails/:mail/cancel',
    allow('recruiter'),
    answering(async (request, reply) => {
      const mailId = candidateIdOf((request.params as { mail: string }).mail, 'mail id');
      const outcome = await cancelCandidateMail(
        database,
        await groupOf(request),
        mailId,
        context.by(request),
      );
      if (outcome === 'not-found')
        return reply.code(404).send({ status: 404, message: 'This candidate has no mail with this id.' });
      if (outcome === 'too-late')
        return reply.code(409).send({
          status: 409,
          message: 'This mail has already gone, or is being sent now: it cannot be cancelled.',
        });
      return { ok: true };
    }),
  );
}
