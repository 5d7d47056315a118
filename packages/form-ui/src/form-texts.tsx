// The few words the form parts say themselves, in the page's language: each app provides them once, around its
// forms (apps/web from its `forms` texts, apps/staff from its messages).
import { createContext, useContext } from 'react';

export interface FormTexts {
  /** The error summary's title: "There is a problem". */
  summaryTitle: string;
  /** Read before a field's message by screen readers only: "Error:". */
  errorPrefix: string;
  /** The empty first option of a select: "Select…". */
  choose: string;
}

const FormTextsContext = createContext<FormTexts>({
  summaryTitle: 'There is a problem',
  errorPrefix: 'Error:',
  choose: 'Select…',
});

export const FormTextsProvider = FormTextsContext.Provider;

export const useFormTexts = (): FormTexts => useContext(FormTextsContext);
