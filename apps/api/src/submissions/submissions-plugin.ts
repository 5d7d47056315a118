// The enquiry and the application (docs/forms-api.md): POST /enquiry, /application and /cv under the forms API,
// registered by ../forms-plugin.ts inside the guards every form post passes.
import type { FastifyPluginAsync } from 'fastify';
import type { DataLayout } from '../database/data-layout.ts';
import type { Database } from '../database/database.ts';
import type { CvStorage } from '../uploads/cv-storage.ts';
import { applicationPostHandler } from './application-post.ts';
import { cvUploadHandler } from './cv-upload.ts';
import { applicationPlan, enquiryPlan } from './form-plans.ts';
import { submitHandler, type FormRouteDeps, type SubmissionCounting } from './submit-form.ts';
import { createSubmissionStore, type DraftConsumer, type SourceKeeper } from './submission-store.ts';

export interface SubmissionFormsOptions {
  database: Database;
  layout: DataLayout;
  cvs: CvStorage;
  minFillMs: number;
  /** A submission committed: wakes the mail worker. */
  onStored: () => void;
  /** An application finished from a draft deletes the draft with it. */
  consumeDraft: DraftConsumer;
  /** Insights: each submission's source, kept in its transaction, and the count of what was sent. */
  counting?: SubmissionCounting & { keepSources: SourceKeeper };
}

export const submissionForms: FastifyPluginAsync<SubmissionFormsOptions> = async (
  app,
  { database, layout, cvs, minFillMs, onStored, consumeDraft, counting },
) => {
  const deps: FormRouteDeps = {
    store: createSubmissionStore(database, consumeDraft, counting?.keepSources),
    minFillMs,
    onStored,
    ...(counting ? { counting } : {}),
  };
  // `postedForm`: a browser's own post of the form is answered with a page (security/browser-posts.ts).
  app.post('/enquiry', { config: { postedForm: 'enquiry' } }, submitHandler(enquiryPlan, deps));
  app.post(
    '/application',
    { config: { postedForm: 'application' } },
    applicationPostHandler({ database, layout, cvs, minFillMs }, submitHandler(applicationPlan, deps)),
  );
  app.post('/cv', cvUploadHandler(database, layout, cvs));
};
