// "Save and finish later" (issue 30 item 3, decision 032): what the site sends to save an application as typed,
// and what it gets back, shared by the browser and the server.
import type { ApplicationVariant } from './application-schema.ts';

/** A CV kept with a draft (the server's file id, the applicant's file name). */
export interface DraftCv {
  id: string;
  name: string;
  size: number;
  fileType: string;
}

export interface DraftSaved {
  /** Keep it for this tab only (saving again, sending): the mailed link carries its own. */
  token: string;
  /** True when a resume link was mailed now (a new draft or a new address). */
  mailed: boolean;
  /**
   * Set when the address was sent several draft links in the last hour and none was sent now: the draft is saved,
   * and saving it again after this time (ms since the epoch) mails its link.
   */
  mailHeldUntil: number | null;
  expiresAt: number;
  /** The upload holding the kept CVs: the application's `fileName` when it is sent. */
  fileName: string | null;
  files: DraftCv[];
  /** Files refused while saving, with the i18n key that says why; not kept. */
  refused: { name: string; message: string }[];
}

export interface OpenedDraft {
  lang: 'en' | 'zh-Hant';
  variant: ApplicationVariant;
  /** Every field as it was typed (form field names). */
  values: Record<string, string | string[]>;
  vacancy: { slug: string; open: boolean; title: { en: string; 'zh-Hant': string } } | null;
  fileName: string | null;
  files: DraftCv[];
  expiresAt: number;
}

/** The wire name of the draft's token on the application POST and the draft save. */
export const DRAFT_TOKEN_WIRE = 'draft';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function draftSavedFromBody(body: unknown): DraftSaved | undefined {
  const draft = isRecord(body) && isRecord(body.draft) ? body.draft : undefined;
  if (!draft || typeof draft.token !== 'string') return undefined;
  return draft as unknown as DraftSaved;
}

export function openedDraftFromBody(body: unknown): OpenedDraft | undefined {
  const draft = isRecord(body) && isRecord(body.draft) ? body.draft : undefined;
  if (!draft || !isRecord(draft.values) || !Array.isArray(draft.files)) return undefined;
  return draft as unknown as OpenedDraft;
}
