/**
 * Preview mode (staff see drafts before publishing; decision 025): the server renders the page from drafts and
 * says so in the page's state; the browser keeps the flag for the page's life. Visitors' pages never have it.
 */
import { createContext, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { lazyComponent } from './lazy-component.ts';

export const PreviewContext = createContext(false);

/** Is this page a preview of unpublished content? */
export function usePreview(): boolean {
  return useContext(PreviewContext);
}

/** Where "Exit preview" goes: the server clears the preview cookie and sends the browser back to `path`. */
export function exitPreviewHref(path: string): string {
  return `/api/preview/disable?redirect=${encodeURIComponent(path)}`;
}

/**
 * The `data-sanity` attribute that makes an element a click-to-edit target in the Studio's Presentation tool:
 * `id=…;type=…;path=…;base=/`, the form @sanity/visual-editing's `createDataAttribute` writes (the library itself is
 * not imported here: this module is in every visitor's page). `path` is the field, e.g. `title.en`.
 */
export function editAttribute(document: { id: string; type: string }, path: string): string {
  const id = document.id.replace(/^drafts\./, '');
  return `id=${id};type=${document.type};path=${path};base=${encodeURIComponent('/')}`;
}

/** Props that mark an element as a document field's edit target, in preview only (visitors' HTML has none). */
export function useEditTarget(
  document: { _id: string } | null | undefined,
  type: string,
  path: string,
): { 'data-sanity'?: string } {
  const preview = usePreview();
  return preview && document ? { 'data-sanity': editAttribute({ id: document._id, type }, path) } : {};
}

// A chunk of its own, fetched only when a preview page mounts PreviewTools.
const VisualEditingInPreview = lazyComponent(() => import('./visual-editing.tsx').then((m) => m.default));

/**
 * Is this page shown by the Studio's Presentation tool: in its frame, or in the window its "open preview" made?
 * Outside it (a preview link opened directly) the overlays would have no Studio to open a field in.
 */
export const inPresentationTool = () => window.parent !== window || window.opener != null;

/**
 * The Presentation tool's overlays and refresh on edit, started after hydration (the server never renders them,
 * so the hydrated HTML matches). Rendered by the page shell in preview mode only, and loaded only inside the tool.
 */
export function PreviewTools() {
  const [inTool, setInTool] = useState(false);
  useEffect(() => setInTool(inPresentationTool()), []);
  return inTool ? (
    <Suspense fallback={null}>
      <VisualEditingInPreview />
    </Suspense>
  ) : null;
}

/**
 * Wraps `children` in an edit target in preview (a `span`, or `as`), and is nothing but `children` for visitors.
 */
export function EditTarget({
  document,
  type,
  path,
  as: Element = 'span',
  children,
}: {
  document: { _id: string } | null | undefined;
  type: string;
  path: string;
  as?: 'span' | 'div';
  children: ReactNode;
}) {
  const target = useEditTarget(document, type, path);
  return target['data-sanity'] ? <Element {...target}>{children}</Element> : children;
}
