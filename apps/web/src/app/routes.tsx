/**
 * The site's routes for React Router's data router, one set for both sides: the server's `createStaticHandler`
 * (entry-prerender.tsx) and the browser's `createBrowserRouter` (main.tsx). Made from the route table
 * (lib/route-paths.ts), every page twice, once per language (`/…` and `/zh-hant/…`). A page route loads its module
 * with `lazy`; its loader puts the page's content queries into the react-query client (`ensureQueryData`) and loads
 * its texts, so the page renders without waiting. The root route's loader does the same for the layout.
 */
import {
  createContext,
  data,
  redirect,
  RouterContextProvider,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { loadNamespaces } from '../i18n/i18n.ts';
import { langFromPath, localizePath, type Lang } from '../i18n/lang.ts';
import type { ContentQueryClient, ContentQueryOptions } from '../lib/content-query.ts';
import type { PageDefinition } from '../lib/page-queries.ts';
import { pageTable, sectionRedirects, type PageTableEntry } from '../lib/route-paths.ts';
import { RootLayout, rootQueries } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/** The query client the loaders fill: the browser's one, or a server render's own (it carries the content source). */
const queryClientContext = createContext<ContentQueryClient>();

/** The loaders' `context`: the browser router's `getContext`, the static handler's `requestContext`. */
export const routerContext = (queryClient: ContentQueryClient) =>
  new RouterContextProvider(new Map([[queryClientContext, queryClient]]));

type LoaderArgs = LoaderFunctionArgs<Readonly<RouterContextProvider>>;

/** Queries into the client and texts into i18next, side by side. */
const prefetch = (
  client: ContentQueryClient,
  queries: ContentQueryOptions[],
  lang: Lang,
  namespaces: readonly string[] = [],
) =>
  Promise.all([...queries.map((query) => client.ensureQueryData(query)), loadNamespaces(lang, namespaces)]);

const pageModules = import.meta.glob<{ page: PageDefinition }>('../features/*/routes/*-page.tsx');

/** A page of the route table in one language; its table entry is the route's `handle` (app/page-key.ts reads it). */
function pageRoute(entry: PageTableEntry, lang: Lang): RouteObject {
  const load = pageModules[`../features/${entry.module}.tsx`];
  if (!load) throw new Error(`The route table names ${entry.module}, which is not a page module`);
  const path = localizePath(entry.path === '*' ? '/*' : entry.path, lang);
  return {
    id: path,
    path,
    handle: entry,
    lazy: async () => ({ Component: (await load()).page.Component }),
    async loader({ request, params, context }: LoaderArgs) {
      const { page } = await load();
      const url = new URL(request.url);
      const pageContext = { params, lang: langFromPath(url.pathname), searchParams: url.searchParams };
      const queryClient = context.get(queryClientContext);
      await prefetch(queryClient, page.queries?.(pageContext) ?? [], pageContext.lang, page.namespaces);
      const status = page.status?.(pageContext, queryClient) ?? 200;
      return status === 200 ? null : data(null, { status });
    },
  };
}

/** An old section path: 301 to its first page in the same language, keeping the query string. */
function sectionRedirectRoute(from: string, to: string, lang: Lang): RouteObject {
  const path = localizePath(from, lang);
  const target = localizePath(to, lang);
  return {
    id: path,
    path,
    loader: ({ request }) => redirect(`${target}${new URL(request.url).search}`, 301),
  };
}

const languageRoutes = (lang: Lang): RouteObject[] => [
  ...Object.entries(sectionRedirects).map(([from, to]) => sectionRedirectRoute(from, to, lang)),
  ...pageTable.map((entry) => pageRoute(entry, lang)),
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    // An error of the layout itself: the apology without header and footer.
    ErrorBoundary: RouteErrorBoundary,
    async loader({ request, context }: LoaderArgs) {
      const lang = langFromPath(new URL(request.url).pathname);
      await prefetch(context.get(queryClientContext), rootQueries(lang), lang, ['common']);
      return null;
    },
    // A page's error shows inside the header and footer.
    children: [
      {
        id: 'pages',
        ErrorBoundary: RouteErrorBoundary,
        children: [...languageRoutes('en'), ...languageRoutes('zh-Hant')],
      },
    ],
  },
];
