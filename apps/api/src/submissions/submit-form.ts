// The common path of the enquiry and application POSTs: refuse unsafe bodies, validate with the shared schema,
// run the human checks, store once (idempotent), wake the mail worker, answer with the reference.
import type { WireParse } from '@agency/forms';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isTokenShaped } from '../security/link-tokens.ts';
import { invalidInput } from '../security/form-error.ts';
import { forbiddenFieldErrors, humanCheckErrors } from '../security/human-checks.ts';
import type { SubmissionKind, SubmissionStore } from './submission-store.ts';
import type { LandingSource } from '../database/insights-tables.ts';

/** Insights (decision 071; app.ts wires the insights feature in): a submission's source, and the count of it. */
export interface SubmissionCounting {
  /** The source the form carried (cleaned), or the visitor's landing today; null when unknown. */
  sourceOf(request: FastifyRequest, carried: unknown): Promise<LandingSource | null>;
  /** A new submission committed. */
  sent(
    request: FastifyRequest,
    kind: SubmissionKind,
    vacancy: string | null,
    source: LandingSource | null,
  ): void;
}

export interface FormRouteDeps {
  store: SubmissionStore;
  minFillMs: number;
  /** Called after a new submission committed. */
  onStored: () => void;
  now?: () => number;
  counting?: SubmissionCounting;
}

export interface SubmitPlan<T> {
  kind: SubmissionKind;
  parse: (body: Record<string, unknown>) => WireParse<T>;
  /** The validated values as stored and mailed (by wire name), the applicant's e-mail, the upload to claim. */
  toRecord: (values: T) => { data: Record<string, unknown>; email: string; uploadId?: string };
}

const SUCCESS_MESSAGE = 'Submission successful';

export function submitHandler<T>(plan: SubmitPlan<T>, deps: FormRouteDeps) {
  const now = deps.now ?? Date.now;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const forbidden = forbiddenFieldErrors(body);
    if (forbidden.length > 0) throw invalidInput(forbidden);
    const parsed = plan.parse(body);
    const errors = [
      ...(parsed.ok ? [] : parsed.errors),
      ...humanCheckErrors(parsed.meta, deps.minFillMs, now()),
    ];
    if (!parsed.ok || errors.length > 0) throw invalidInput(errors);
    const record = plan.toRecord(parsed.values);
    // Kept with the answers: the acknowledgement is written in this language first, and staff see it.
    record.data.language = parsed.meta.lang === 'zh-Hant' ? 'zh-Hant' : 'en';
    // Insights never stop a submission: a source that cannot be read is no source.
    const source = (await deps.counting?.sourceOf(request, parsed.meta.landing).catch(() => null)) ?? null;
    const stored = await deps.store.save({
      source,
      kind: plan.kind,
      idempotencyKey: parsed.meta.idempotencyKey.toLowerCase(),
      now: now(),
      ...record,
      // Finished from a saved draft (decision 032): the draft goes with this submission.
      ...(plan.kind === 'application' && isTokenShaped(body.draft) ? { draftToken: body.draft } : {}),
    });
    if (stored.created) {
      deps.onStored();
      const vacancy =
        typeof record.data.vacancy === 'string' && record.data.vacancy ? record.data.vacancy : null;
      deps.counting?.sent(request, plan.kind, vacancy, source);
      request.log.info({ reference: stored.reference }, `${plan.kind} stored`);
    }
    return reply.code(200).send({
      status: 200,
      result: 'success',
      message: SUCCESS_MESSAGE,
      reference: stored.reference,
    });
  };
}
