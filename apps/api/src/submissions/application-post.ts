// POST /application as one multipart request: the answers and the CV(s) together, as a browser sends the form
// with scripts off (decision 066). The app's own fetch uploads the CV first and posts the answers urlencoded;
// both end in the same submit handler. Nothing is stored unless every answer and every file passes.
import { CV_MAX_BYTES, CV_MAX_FILES, ERROR_KEYS, type FieldError } from '@agency/forms';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CvStorage } from '../uploads/cv-storage.ts';
import type { DataLayout } from '../database/data-layout.ts';
import type { Database } from '../database/database.ts';
import { removeQuietly } from '../database/durable-files.ts';
import { isBrowserFormPost } from '../security/browser-posts.ts';
import { FormError, invalidInput } from '../security/form-error.ts';
import { humanCheckErrors } from '../security/human-checks.ts';
import {
  checkReceivedPart,
  CV_FIELD,
  newPartEntry,
  receivePart,
  translateMultipartError,
  type ReceivedCv,
  type ReceivedPart,
} from '../uploads/receive-cv.ts';
import { storeUpload } from '../uploads/upload-store.ts';
import { applicationPlan } from './form-plans.ts';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface ApplicationPostDeps {
  database: Database;
  layout: DataLayout;
  cvs: CvStorage;
  minFillMs: number;
}

/** The answers and files of a multipart application; the answers stay readable whatever the files do. */
async function readParts(request: FastifyRequest, tmpDir: string) {
  // No prototype: a field named __proto__ is only a key, which the submit handler then refuses.
  const fields = Object.create(null) as Record<string, string | string[]>;
  const received: ReceivedPart[] = [];
  const errors: FieldError[] = [];
  const parts = request.parts({
    limits: { fileSize: CV_MAX_BYTES, files: CV_MAX_FILES + 1 },
    // A file over 4 MB is named in the answer (`truncated`) while the answers are still read.
    ...{ throwFileSizeLimit: false },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      const value = String(part.value);
      const had = fields[part.fieldname];
      fields[part.fieldname] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
      continue;
    }
    // An empty file input sends a part with no name and no bytes.
    if (part.fieldname !== CV_FIELD || part.filename === '') {
      part.file.resume();
      continue;
    }
    const entry = newPartEntry(tmpDir, part.filename);
    received.push(entry);
    await receivePart(part, tmpDir, entry);
  }
  if (received.length === 0) errors.push({ field: CV_FIELD, message: ERROR_KEYS.cvRequired });
  if (received.length > CV_MAX_FILES) errors.push({ field: CV_FIELD, message: ERROR_KEYS.cvTooMany });
  return { fields, received, errors };
}

export function applicationPostHandler(deps: ApplicationPostDeps, submit: Handler): Handler {
  return async (request, reply) => {
    if (!request.isMultipart()) return submit(request, reply);
    let received: ReceivedPart[] = [];
    let stored = false;
    try {
      const read = await readParts(request, deps.layout.uploadsTmp);
      received = read.received;
      const body = read.fields;
      // Kept for the page that shows the form again, whatever is refused below.
      request.body = body;
      if (isBrowserFormPost(request) && !body.idempotency_key) body.idempotency_key = crypto.randomUUID();
      const errors = [...read.errors];
      const accepted: ReceivedCv[] = [];
      if (errors.length === 0) {
        for (const entry of received) {
          try {
            accepted.push(await checkReceivedPart(entry));
          } catch (error) {
            if (!(error instanceof FormError)) throw error;
            errors.push(...error.errors);
          }
        }
      }
      // Every answer is checked before a CV is stored; the CV's id is the one answer not given yet.
      const parsed = applicationPlan.parse(body);
      if (!parsed.ok) errors.push(...parsed.errors.filter((e) => e.field !== 'fileName'));
      errors.push(...humanCheckErrors(parsed.meta, deps.minFillMs, Date.now()));
      if (errors.length > 0) throw invalidInput(errors);
      const { uploadId } = await storeUpload(deps.database, deps.cvs, accepted, Date.now());
      stored = true;
      body.fileName = uploadId;
      return await submit(request, reply);
    } catch (error) {
      throw translateMultipartError(error);
    } finally {
      // Stored files were moved into the CV storage; what is left in the temp folder goes.
      if (!stored) await Promise.all(received.map((entry) => removeQuietly(entry.tempPath)));
    }
  };
}
