/**
 * Click-to-edit overlays and refresh on edit in the Studio's Presentation tool (@sanity/visual-editing). Loaded
 * only by a page in preview mode (PreviewTools in root-layout.tsx, a dynamic import): a visitor's page never
 * fetches this module or the library.
 *
 * - Overlays: elements carrying `data-sanity` (editTarget in preview.tsx) open their field in the Studio.
 * - Navigation: the tool's address bar follows the frame's page, and the tool can move the frame (history adapter).
 * - Refresh: after an edit in the Studio, the page's content queries read the drafts again; a manual refresh
 *   reloads the page (the server renders it from the drafts).
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  VisualEditing,
  type HistoryAdapter,
  type HistoryAdapterNavigate,
} from '@sanity/visual-editing/react';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The Presentation tool's view of the frame's history: the tool's address bar follows the page (`moved`), and the
 * tool moves the page (`update`). The tool subscribes after the page has loaded, so it is told the page it is on.
 */
export function presentationHistory(
  navigate: (to: string | number, options?: { replace?: boolean }) => void,
  currentUrl: () => string,
): { adapter: HistoryAdapter; moved: (url: string) => void } {
  let tell: HistoryAdapterNavigate | undefined;
  return {
    adapter: {
      subscribe: (navigateStudio) => {
        tell = navigateStudio;
        navigateStudio({ type: 'replace', url: currentUrl() });
        return () => {
          tell = undefined;
        };
      },
      update: (update) => {
        if (update.type === 'pop') navigate(-1);
        else navigate(update.url, { replace: update.type === 'replace' });
      },
    },
    moved: (url) => tell?.({ type: 'push', url }),
  };
}

export default function VisualEditingInPreview() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const url = `${location.pathname}${location.search}${location.hash}`;
  const current = useRef(url);
  current.current = url;
  const history = useMemo(
    () =>
      presentationHistory(
        (to, options) => void (typeof to === 'number' ? navigate(to) : navigate(to, options)),
        () => current.current,
      ),
    [navigate],
  );

  useEffect(() => history.moved(url), [history, url]);

  return (
    <VisualEditing
      portal
      history={history.adapter}
      zIndex={1001}
      refresh={(payload) => (payload.source === 'mutation' ? queryClient.invalidateQueries() : false)}
    />
  );
}
