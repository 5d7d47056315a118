/**
 * Preview mode (staff see drafts before publishing; decision 025): the server renders the page from drafts and
 * says so in the page's state; the browser keeps the flag for the page's life. Visitors' pages never have it.
 */
import { createContext, useContext } from 'react';

export const PreviewContext = createContext(false);

/** Is this page a preview of unpublished content? */
export function usePreview(): boolean {
  return useContext(PreviewContext);
}

/** Where "Exit preview" goes: the server clears the preview cookie and sends the browser back to `path`. */
export function exitPreviewHref(path: string): string {
  return `/api/preview/disable?redirect=${encodeURIComponent(path)}`;
}
