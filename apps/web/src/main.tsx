/**
 * Browser entry. Hydrates the server-rendered page: the page's route module and i18n texts are loaded first and the
 * router and react-query start from the state embedded in the HTML, so hydration matches and nothing is fetched on
 * load. The HTML is rendered from the published content (the server re-renders on publish), so it is current.
 */
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from './app/app.tsx';
import { readAppState, type AppState } from './app/app-state.ts';
import { createQueryClient } from './app/query-client.ts';
import { createRoutes } from './app/routes.tsx';
import { startReveal } from './components/ui/reveal.ts';
import { loadNamespaces } from './i18n/i18n.ts';
import { langFromPath } from './i18n/lang.ts';
import { browserContentFetcher } from './lib/browser-content-fetcher.ts';
import { setContentFetcher } from './lib/content-query.ts';
import { hydrateContent } from './lib/content-state.ts';

document.documentElement.classList.add('js');
startReveal();

setContentFetcher(browserContentFetcher);

/** The prerendered HTML can be hydrated when it was rendered for this URL (or is the 404 page for this language). */
function canHydrate(state: AppState | null, routes: RouteObject[]): state is AppState {
  if (!state) return false;
  const { pathname } = window.location;
  if (state.path === pathname) return true;
  if (!state.notFound || langFromPath(state.path) !== langFromPath(pathname)) return false;
  return matchRoutes(routes, pathname)?.at(-1)?.route.path === '*';
}

/** Loads the lazy route modules of the current URL before hydrating, as the prerender did. */
async function resolveLazyRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

async function start() {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('#root missing from the page');
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const state = readAppState();
  const hydrating = canHydrate(state, routes);

  if (hydrating) {
    hydrateContent(queryClient, state.queries);
    await Promise.all([
      resolveLazyRoutes(routes),
      loadNamespaces(langFromPath(window.location.pathname), state.namespaces),
    ]);
  }
  const router = createBrowserRouter(routes, hydrating ? { hydrationData: state.router } : {});
  const app = (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  if (hydrating) {
    hydrateRoot(rootElement, app);
  } else {
    createRoot(rootElement).render(app);
  }
}

// If the page's code cannot load even after the automatic reload, the prerendered HTML stays: full content,
// working plain links.
start().catch(() => {});
