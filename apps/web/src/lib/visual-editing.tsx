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

export default function VisualEditingInPreview() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const tell = useRef<HistoryAdapterNavigate | undefined>(undefined);
  const url = `${location.pathname}${location.search}${location.hash}`;
  const current = useRef(url);
  current.current = url;

  const history = useMemo<HistoryAdapter>(
    () => ({
      subscribe: (navigateStudio) => {
        tell.current = navigateStudio;
        // The tool connects after the page loaded: its address bar starts at this page, not the preview link.
        navigateStudio({ type: 'replace', url: current.current });
        return () => {
          tell.current = undefined;
        };
      },
      update: (update) => {
        if (update.type === 'pop') void navigate(-1);
        else void navigate(update.url, { replace: update.type === 'replace' });
      },
    }),
    [navigate],
  );

  useEffect(() => {
    tell.current?.({ type: 'push', url });
  }, [url]);

  return (
    <VisualEditing
      portal
      history={history}
      zIndex={1001}
      refresh={(payload) => (payload.source === 'mutation' ? queryClient.invalidateQueries() : false)}
    />
  );
}
