/**
 * The app's browser start, loaded by main.tsx at the first idle moment after the window's `load` event. Hydrates the
 * server-rendered page: the page's module and i18n texts are loaded first and react-query starts from the state
 * embedded in the HTML, so hydration matches and nothing is fetched on load. The HTML is rendered from the
 * published content (the server re-renders on publish), so it is current.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app.tsx';
import { readAppState, type AppState } from './app-state.ts';
import { createQueryClient } from './query-client.ts';
import { matchPage, SiteRoutes } from './routes.tsx';
import { loadNamespaces } from '../i18n/i18n.ts';
import { langFromPath } from '../i18n/lang.ts';
import { browserFetchApi } from '../lib/api-query.ts';
import { browserBuiltValues } from '../lib/built-values.ts';
import { browserContentFetcher, previewContentFetcher } from '../lib/browser-content-fetcher.ts';
import { hydrateContent } from '../lib/content-state.ts';
import { nextTask } from '../lib/next-task.ts';

/** The prerendered HTML can be hydrated when it was rendered for this URL (or is the 404 page for this language). */
function canHydrate(state: AppState | null): state is AppState {
  if (!state) return false;
  const { pathname } = window.location;
  if (state.path === pathname) return true;
  if (!state.notFound || langFromPath(state.path) !== langFromPath(pathname)) return false;
  return matchPage(pathname)?.path === '*';
}

/** Loads the current page's code before hydrating, as the server did before rendering. */
async function loadPage() {
  const handle = matchPage(window.location.pathname)?.handle;
  if (handle && 'page' in handle) await handle.page.load();
}

/** Hydrates the page (or renders it, when its HTML was not rendered for this URL). */
export async function start() {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('#root missing from the page');
  const state = readAppState();
  const preview = state?.preview === true;
  const queryClient = createQueryClient(
    preview ? previewContentFetcher : browserContentFetcher,
    browserFetchApi,
  );
  const hydrating = canHydrate(state);

  if (hydrating) {
    hydrateContent(queryClient, state.queries);
    // i18next's set-up, then the route matching, each in a task of its own (together they took 20–35 ms in one
    // task in profiles on the 2-core test machine). The texts and the page's code load meanwhile.
    await nextTask();
    const texts = loadNamespaces(langFromPath(window.location.pathname), state.namespaces);
    await Promise.all([texts, nextTask().then(loadPage)]);
  }
  const app = (
    <AppProviders
      queryClient={queryClient}
      siteOrigin={state?.siteOrigin ?? window.location.origin}
      built={browserBuiltValues(state?.built)}
      preview={preview}
    >
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </AppProviders>
  );
  if (hydrating) {
    // As a transition, hydration yields to the browser every few milliseconds instead of blocking the main thread
    // for the whole page (a default-priority hydration runs in one task); the visitor sees the same HTML meanwhile.
    startTransition(() => {
      hydrateRoot(rootElement, app);
    });
  } else {
    createRoot(rootElement).render(app);
  }
}
