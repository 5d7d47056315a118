/**
 * The site's routes for React Router's data router, one set for both sides: the server's `createStaticHandler`
 * (entry-prerender.tsx) and the browser's `createBrowserRouter` (main.tsx). Made from the route table
 * (lib/route-paths.ts), every page twice, once per language (`/…` and `/zh-hant/…`). A page route loads its module
 * with `lazy`; its loader puts the page's content queries into the react-query client (`ensureQueryData`) and loads
 * its texts, so the page renders without waiting; the root route's loader does the same for the layout.
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
import { pageTable, sectionRedirects } from '../lib/route-paths.ts';
import { RootLayout, rootQueries } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/** The query client a loader fills: the browser's one, or a server render's own (it carries the content source). */
const queryClientContext = createContext<ContentQueryClient>();

/** The `context` the loaders get (the browser router's `getContext`, the static handler's `requestContext`). */
export const routerContext = (queryClient: ContentQueryClient) =>
  new RouterContextProvider(new Map([[queryClientContext, queryClient]]));

/** What the server reads of a route outside React (app/page-key.ts): its path in the route table, and so on. */
export interface RouteHandle {
  /** The language-neutral path in the route table (`*` for the not-found page). */
  tablePath: string;
  /** false for URL parameters no content can have: the server answers the 404 page without a render. */
  acceptsParams?: (params: Readonly<Record<string, string | undefined>>) => boolean;
  /** Query parameters the page reads (the server's cache key keeps them). */
  searchParams?: readonly string[];
}

type LoaderArgs = LoaderFunctionArgs<Readonly<RouterContextProvider>>;

/** The request's language and query client, for a loader. */
function loaderScope({ request, context }: LoaderArgs) {
  const url = new URL(request.url);
  return { url, lang: langFromPath(url.pathname), queryClient: context.get(queryClientContext) };
}

/** Loads queries into the client and texts into i18next, side by side. */
async function prefetch(
  queryClient: ContentQueryClient,
  queries: ContentQueryOptions[],
  lang: Lang,
  namespaces: readonly string[] = [],
): Promise<void> {
  await Promise.all([
    ...queries.map((query) => queryClient.ensureQueryData(query)),
    loadNamespaces(lang, namespaces),
  ]);
}

const pageModules = import.meta.glob<{ page: PageDefinition }>('../features/*/routes/*-page.tsx');

function pageRoute({ path, module, ...handle }: (typeof pageTable)[number], lang: Lang): RouteObject {
  const load = pageModules[`../features/${module}.tsx`];
  if (!load) throw new Error(`The route table names ${module}, which is not a page module`);
  const localized = localizePath(path === '*' ? '/*' : path, lang);
  return {
    id: localized,
    path: localized,
    handle: { tablePath: path, ...handle } satisfies RouteHandle,
    lazy: async () => ({ Component: (await load()).page.Component }),
    async loader(args) {
      const { page } = await load();
      const { url, lang, queryClient } = loaderScope(args);
      const context = { params: args.params, lang, searchParams: url.searchParams };
      await prefetch(queryClient, page.queries?.(context) ?? [], lang, page.namespaces);
      const status = page.status?.(context, queryClient) ?? 200;
      return status === 200 ? null : data(null, { status });
    },
  };
}

/** Old section paths: 301 to their first page in the same language, keeping the query string. */
function sectionRedirectRoute(from: string, to: string, lang: Lang): RouteObject {
  const path = localizePath(from, lang);
  return {
    id: path,
    path,
    handle: { tablePath: from } satisfies RouteHandle,
    loader: ({ request }) => redirect(`${localizePath(to, lang)}${new URL(request.url).search}`, 301),
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
    // An error above the pages (the layout's own data): the apology without header and footer.
    ErrorBoundary: RouteErrorBoundary,
    async loader(args) {
      const { lang, queryClient } = loaderScope(args);
      await prefetch(queryClient, rootQueries(lang), lang, ['common']);
      return null;
    },
    children: [
      {
        // A page's error shows inside the header and footer.
        id: 'pages',
        ErrorBoundary: RouteErrorBoundary,
        children: [...languageRoutes('en'), ...languageRoutes('zh-Hant')],
      },
    ],
  },
];
