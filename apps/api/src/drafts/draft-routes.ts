// POST /api/forms/draft (multipart): save the application as typed, with the CVs chosen so far, and mail a resume
// link; POST /api/forms/draft/open (urlencoded `token`): the draft a link opens. Decision 032; docs/forms-api.md.
import {
  APPLICATION_FIELD_ORDER,
  applicationFormSchemaFor,
  CV_MAX_BYTES,
  CV_MAX_FILES,
  ERROR_KEYS,
  fromMetaWire,
  MAX_LENGTHS,
  VACANCY_SLUG_PATTERN,
  type ApplicationVariant,
} from '@agency/forms';
import {
  isVacancyOpen,
  localize,
  todayInHongKong,
  vacancyBySlugQuery,
  type VacancyBySlugQueryResult,
} from '@agency/content';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { CvStorage } from '../uploads/cv-storage.ts';
import type { DataLayout } from '../database/data-layout.ts';
import type { Database } from '../database/database.ts';
import { removeQuietly } from '../database/durable-files.ts';
import { FormError, invalidInput } from '../security/form-error.ts';
import { humanCheckErrors } from '../security/human-checks.ts';
import { sanitiseOriginalName } from '../uploads/file-type.ts';
import {
  CV_FIELD,
  checkReceivedPart,
  newPartEntry,
  receivePart,
  translateMultipartError,
  type ReceivedCv,
  type ReceivedPart,
} from '../uploads/receive-cv.ts';
import type { ContentFetch } from '../mail/agency-facts.ts';
import { isTokenShaped } from '../security/link-tokens.ts';
import { vacancyClosesAt } from './draft-schedule.ts';
import { draftGone, openDraft, saveDraft, type DraftContent, type DraftFile } from './draft-store.ts';

export interface DraftRouteDeps {
  database: Database;
  layout: DataLayout;
  cvs: CvStorage;
  contentFetch: ContentFetch;
  minFillMs: number;
  /** A mail was queued: wake the mail worker. */
  onQueued: () => void;
  now?: () => number;
}

const DRAFT_FIELDS = new Set<string>([
  ...APPLICATION_FIELD_ORDER.vacancies,
  ...APPLICATION_FIELD_ORDER['teach-abroad'],
]);
/** As typed, invalid ones included, but bounded: twice the longest field's limit, 40 choices of a list. */
const MAX_TYPED = 2 * MAX_LENGTHS.applicationMessage;

/** The fields of a saved draft, by field name: strings, or lists of short strings; anything else left out. */
export function draftValues(raw: unknown): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return values;
  for (const [name, value] of Object.entries(raw)) {
    if (!DRAFT_FIELDS.has(name)) continue;
    if (typeof value === 'string') values[name] = value.slice(0, MAX_TYPED);
    else if (Array.isArray(value))
      values[name] = value
        .filter((v): v is string => typeof v === 'string')
        .slice(0, 40)
        .map((v) => v.slice(0, 100));
  }
  return values;
}

const variantOf = (value: string | undefined): ApplicationVariant =>
  value === 'teach-abroad' ? 'teach-abroad' : 'vacancies';

async function vacancyOf(contentFetch: ContentFetch, slug: string) {
  try {
    return (await contentFetch(vacancyBySlugQuery, { slug })) as VacancyBySlugQueryResult;
  } catch {
    return null; // the content is briefly unreachable: no closing date is known
  }
}

export function draftSaveHandler(deps: DraftRouteDeps) {
  const now = deps.now ?? Date.now;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const fields: Record<string, string> = {};
    const keep: string[] = [];
    const received: ReceivedPart[] = [];
    const accepted: ReceivedCv[] = [];
    const refused: { name: string; message: string }[] = [];
    try {
      const parts = request.parts({
        // The answers travel as one JSON field: as long as the longest message typed in Chinese.
        limits: { fieldSize: 64 * 1024, fields: 20, files: CV_MAX_FILES, fileSize: CV_MAX_BYTES, parts: 30 },
        // A file over 4 MB is reported by name (`truncated`) while the rest is saved. The option is read per call
        // (@fastify/multipart's parts()), though its type leaves it out.
        ...{ throwFileSizeLimit: false },
      });
      for await (const part of parts) {
        if (part.type === 'field') {
          if (part.fieldname === 'keep') keep.push(String(part.value));
          else fields[part.fieldname] = String(part.value);
          continue;
        }
        const entry = newPartEntry(deps.layout.uploadsTmp, part.filename);
        received.push(entry);
        if (part.fieldname !== CV_FIELD) {
          part.file.resume();
          continue;
        }
        await receivePart(part, deps.layout.uploadsTmp, entry);
      }
      const meta = fromMetaWire(fields);
      const human = humanCheckErrors(meta, deps.minFillMs, now());
      if (human.length > 0) throw invalidInput(human);
      let raw: unknown;
      try {
        raw = JSON.parse(fields.values ?? '{}');
      } catch {
        raw = null;
      }
      const values = draftValues(raw);
      const variant = variantOf(fields.variant);
      const email = typeof values.email === 'string' ? values.email : '';
      // "Save and finish later" needs a valid address (the link goes there), checked by the form's own schema.
      try {
        await applicationFormSchemaFor(variant).validateAt('email', { email });
      } catch (error) {
        // yup's ValidationError: its message is the i18n key the form shows.
        const { name, message } = error as Error;
        if (name === 'ValidationError') throw invalidInput([{ field: 'email', message }]);
        throw error;
      }
      const slug = variant === 'vacancies' && typeof values.vacancy === 'string' ? values.vacancy : '';
      const vacancy = VACANCY_SLUG_PATTERN.test(slug) ? slug : null;
      const content: DraftContent = {
        email: email.trim(),
        lang: meta.lang === 'zh-Hant' ? 'zh-Hant' : 'en',
        variant,
        vacancy,
        values,
      };
      // Each file is checked as on submit; a refused one is reported by name and left out, the rest is saved.
      for (const entry of received) {
        try {
          accepted.push(await checkReceivedPart(entry));
        } catch (error) {
          if (!(error instanceof FormError)) throw error;
          refused.push({
            name: sanitiseOriginalName(entry.filename),
            message: error.errors[0]?.message ?? ERROR_KEYS.cvType,
          });
          await removeQuietly(entry.tempPath);
        }
      }
      const dates = vacancy ? await vacancyOf(deps.contentFetch, vacancy) : null;
      const token = isTokenShaped(fields.draft) ? fields.draft : undefined;
      if (fields.draft && !token) throw draftGone();
      const saved = await saveDraft(deps.database, deps.cvs, {
        token,
        content,
        keep,
        files: accepted,
        closesAt: dates ? vacancyClosesAt(dates) : null,
        now: now(),
      });
      if (saved.mailed) deps.onQueued();
      // Counts only: never the address, the token or a file name.
      request.log.info(
        {
          files: saved.files.length,
          refused: refused.length,
          mailed: saved.mailed,
          mailHeld: saved.mailHeldUntil !== null,
        },
        'draft saved',
      );
      return reply.code(200).send({
        status: 200,
        result: 'saved',
        draft: {
          token: saved.token,
          mailed: saved.mailed,
          mailHeldUntil: saved.mailHeldUntil,
          expiresAt: saved.expiresAt,
          fileName: saved.uploadId,
          files: saved.files,
          refused,
        },
      });
    } catch (error) {
      throw translateMultipartError(error);
    } finally {
      // Stored files were moved into the CV storage; whatever is left here was refused or never used.
      await Promise.all(received.map((entry) => removeQuietly(entry.tempPath)));
    }
  };
}

export interface DraftAnswer {
  lang: DraftContent['lang'];
  variant: ApplicationVariant;
  values: DraftContent['values'];
  vacancy: { slug: string; open: boolean; title: { en: string; 'zh-Hant': string } } | null;
  fileName: string | null;
  files: DraftFile[];
  expiresAt: number;
}

export function draftOpenHandler(deps: Pick<DraftRouteDeps, 'database' | 'contentFetch' | 'now'>) {
  const now = deps.now ?? Date.now;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = (request.body as Record<string, unknown> | undefined)?.token;
    const draft = isTokenShaped(token) ? await openDraft(deps.database, token, now()) : null;
    if (!draft) throw draftGone();
    let vacancy: DraftAnswer['vacancy'] = null;
    if (draft.vacancy) {
      const found = await vacancyOf(deps.contentFetch, draft.vacancy);
      const slug = draft.vacancy;
      const title = (lang: 'en' | 'zh-Hant') => (found ? localize(found.title, lang) : null) ?? slug;
      vacancy = {
        slug,
        // A vacancy taken off the site or past its last day: the page offers the general application instead.
        open: found ? isVacancyOpen(found, todayInHongKong(new Date(now()))) : false,
        title: { en: title('en'), 'zh-Hant': title('zh-Hant') },
      };
    }
    const answer: DraftAnswer = {
      lang: draft.lang,
      variant: draft.variant,
      values: draft.values,
      vacancy,
      fileName: draft.uploadId,
      files: draft.files,
      expiresAt: draft.expiresAt,
    };
    return reply.code(200).send({ status: 200, draft: answer });
  };
}

/**
 * Save and finish later (decision 032), registered by ../forms-plugin.ts under the forms API: never stored as a
 * submission, never mailed to the agency.
 */
export const draftForms: FastifyPluginAsync<DraftRouteDeps> = async (app, deps) => {
  app.post('/draft', draftSaveHandler(deps));
  app.post('/draft/open', draftOpenHandler(deps));
};
