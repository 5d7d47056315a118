// A form the browser posted itself, rendered again by the server (decision 066): the render and the hydration
// both read it from here, so the page's fields start with what was typed and its messages.
import type { PostedForm } from '@agency/forms';
import { createContext, use } from 'react';

export const PostedFormContext = createContext<PostedForm | null>(null);

/** The posted state of the form with this element id, if the page was rendered for it. */
export function usePostedForm(formId: string): PostedForm | null {
  const posted = use(PostedFormContext);
  return posted?.id === formId ? posted : null;
}
