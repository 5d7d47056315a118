// "Save and finish later" (decision 032): the draft this form is tied to (after a save, or when it was opened from
// a resume link), its stored CVs, and saving it. The token stays in this tab's memory only.
import type {
  ApplicationVariant,
  DraftCv,
  DraftSaved,
  FormMeta,
  FormsClient,
  FormsResult,
} from '@agency/forms';
import { useRef, useState } from 'react';
import { sendInsightsEvent } from '../../lib/insights.ts';

export interface DraftState {
  token: string;
  /** CVs kept with the draft, as shown (Remove takes one off before the next save). */
  stored: DraftCv[];
  /** The ids the server holds (as of the last save). */
  savedIds: string[];
  fileName: string | null;
  expiresAt: number;
}

export interface Refusal {
  name: string;
  message: string;
}

export function useDraft(client: () => FormsClient, variant: ApplicationVariant, initial?: DraftState) {
  const [draft, setDraftState] = useState<DraftState | null>(initial ?? null);
  const ref = useRef(draft);
  const setDraft = (next: DraftState | null) => {
    ref.current = next;
    setDraftState(next);
  };

  /** Saves the values as typed, keeping the stored CVs still listed and adding `files`. */
  async function persist(
    values: object,
    files: readonly File[],
    meta: FormMeta,
    onProgress: (fraction: number) => void,
  ): Promise<FormsResult<DraftSaved>> {
    const current = ref.current;
    const result = await client().saveDraft(
      { values, variant, meta, token: current?.token, keep: current?.stored.map((f) => f.id) ?? [], files },
      { onProgress },
    );
    if (result.ok) {
      const { token, files: kept, fileName, expiresAt } = result.data;
      setDraft({ token, stored: kept, savedIds: kept.map((f) => f.id), fileName, expiresAt });
      sendInsightsEvent('draft');
    }
    return result;
  }

  return {
    draft,
    /** Read inside async senders (always the latest). */
    current: () => ref.current,
    persist,
    removeStored: (id: string) => {
      const current = ref.current;
      if (current) setDraft({ ...current, stored: current.stored.filter((f) => f.id !== id) });
    },
    /** The CVs differ from what the server holds: new files chosen, or a stored one removed. */
    filesChanged: (chosen: readonly File[]) => {
      const current = ref.current;
      return (
        chosen.length > 0 ||
        (current !== null && current.stored.map((f) => f.id).join() !== current.savedIds.join())
      );
    },
    /** After the application was sent: the draft is gone. */
    forget: () => setDraft(null),
  };
}
