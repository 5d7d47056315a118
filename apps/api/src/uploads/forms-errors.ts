// Every error of the forms routes answered in the contract's shape `{ status, message, errors? }`: generic,
// actionable words for people; the details go to the log.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { CvStorageUnavailableError } from './cv-storage.ts';
import { isDatabaseUnavailable } from '../database/database.ts';
import { FormError } from '../security/form-error.ts';

const MESSAGES: Record<number, string> = {
  400: 'The form could not be read. Please try again.',
  403: 'This form can only be sent from our website.',
  404: 'Not found.',
  413: 'What was sent is too large.',
  415: 'This kind of content is not accepted.',
  429: 'Too many submissions from your connection. Please wait a minute and try again.',
};

export function formsErrorHandler(
  error: FastifyError | FormError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof FormError) {
    request.log.info({ status: error.statusCode, errors: error.errors }, 'form rejected');
    const body = { status: error.statusCode, message: error.message };
    return reply
      .code(error.statusCode)
      .send(error.errors.length > 0 ? { ...body, errors: error.errors } : body);
  }
  if (error instanceof CvStorageUnavailableError) {
    // The reason (e.g. the store's "InvalidAccessKeyId") is for the operator; nothing of the upload was kept.
    request.log.error({ reason: error.message }, 'CV storage unavailable');
    return reply.code(503).header('Retry-After', '30').send({
      status: 503,
      message: 'We cannot store CVs just now. Nothing was kept: please send your CV again in a minute.',
    });
  }
  // First: a client that hangs up mid-body gives ECONNRESET ('aborted'), which is not the database's.
  if (isBrokenBody(error)) {
    request.log.info({ status: 400, code: error.code, reason: error.message }, 'forms request body broken');
    return reply.code(400).send({ status: 400, message: BROKEN_BODY_MESSAGE });
  }
  if (isDatabaseUnavailable(error)) {
    // Nothing was committed (a 2xx is only sent after the commit): the visitor sends the same form again, and its
    // idempotency key makes a repeat of something that did commit harmless.
    request.log.error(
      { code: (error as { code?: unknown }).code, reason: error.message },
      'database unavailable',
    );
    return reply.code(503).header('Retry-After', '10').send({
      status: 503,
      message: 'We cannot save forms just now. Nothing was kept: please send it again in a minute.',
    });
  }
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
      ? error.statusCode
      : 500;
  if (status === 500) {
    request.log.error({ err: error }, 'forms request failed');
    return reply.code(500).send({
      status: 500,
      message: 'Something went wrong on our side. Your input is kept; please try again.',
    });
  }
  request.log.info({ status, code: error.code, reason: error.message }, 'forms request refused');
  return reply.code(status).send({ status, message: MESSAGES[status] ?? MESSAGES[400] });
}

const BROKEN_BODY_MESSAGE = 'What was sent did not arrive whole. Please send it again.';

/**
 * A body that is not well-formed multipart (no boundary, truncated) or a client that went away mid-request (abort,
 * timeout) is the sender's problem: a 400 logged at info, not a server error. busboy's parser errors carry no
 * code, only these messages.
 */
export function isBrokenBody(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (
    code === 'ECONNRESET' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    code === 'FST_MP_PREMATURE_CLOSE' ||
    code === 'ABORT_ERR'
  )
    return true;
  return (
    typeof message === 'string' &&
    /^(aborted|Multipart: Boundary not found|Unexpected end of multipart data|.+ terminated early due to unexpected end of multipart data)$/.test(
      message,
    )
  );
}
