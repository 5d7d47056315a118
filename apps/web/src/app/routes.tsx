/**
 * The router's routes, made from the route table (lib/route-paths.ts): every page twice, once per language (`/…` and
 * `/zh-hant/…`), in React Router's declarative mode (decision 018). Pages are lazy chunks; see app/page.ts for the
 * convention. The server and the browser's hydration match a URL with `matchPage` to load the page's code and data
 * before rendering it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, use } from 'react';
import {
  matchRoutes,
  Navigate,
  Outlet,
  useLocation,
  useParams,
  useRoutes,
  type NonIndexRouteObject,
  type Params,
  type RouteMatch,
  type RouteObject,
} from 'react-router-dom';
import { langFromPath, localizePath, type Lang } from '../i18n/lang.ts';
import { RootLayout } from './root-layout.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { pageModule, pageQueries, startQueries, type PageDefinition, type PageModule } from './page.ts';
import { pageTable, sectionRedirects } from '../lib/route-paths.ts';

/**
 * What a route is, for the code that renders it outside React (the server, the browser before hydrating), with its
 * path in the route table (language-neutral: `*` for the not-found page). `acceptsParams`: false for parameters no
 * content can have (e.g. a vacancy slug with capitals): the server answers the 404 page without a render.
 */
export type RouteHandle = (
  | {
      page: PageModule;
      acceptsParams?: (params: Params) => boolean;
      searchParams?: readonly string[];
      personal?: boolean;
    }
  | { redirectTo: string }
) & { tablePath: string };

/** Shows a page once its code is there, starting its queries together (see app/page.ts). */
function PageElement({ page, lang }: { page: PageModule; lang: Lang }) {
  const definition = use(page.load());
  const queryClient = useQueryClient();
  const params = useParams();
  const searchParams = new URLSearchParams(useLocation().search);
  startQueries(queryClient, pageQueries(definition, { params, lang, searchParams }));
  return <definition.Component />;
}

/** Old section paths: the server answers 301; a client-side visit replaces the URL, keeping the query string. */
function SectionRedirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

/** Errors inside a page render here, inside the header and footer. */
function PageErrors() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteErrorBoundary error={error} />}>
      <Outlet />
    </ErrorBoundary>
  );
}

/** Each page module's code, loaded when first shown: `import.meta.glob` gives one lazy chunk per page. */
const pageModules = import.meta.glob<{ page: PageDefinition }>('../features/*/routes/*-page.tsx');

/** One route per table entry and redirect, in one language (React Router ranks the paths, not their order). */
function languageRoutes(lang: Lang): RouteObject[] {
  const redirects = Object.entries(sectionRedirects).map(([from, to]): RouteObject => {
    const target = localizePath(to, lang);
    return {
      path: localizePath(from, lang),
      element: <SectionRedirect to={target} />,
      handle: { redirectTo: target, tablePath: from } satisfies RouteHandle,
    };
  });
  const pages = pageTable.map(({ path, module, acceptsParams, searchParams, personal }): RouteObject => {
    const page = pageByModule.get(module)!;
    return {
      path: path === '*' ? localizePath('/*', lang) : localizePath(path, lang),
      element: <PageElement page={page} lang={lang} />,
      handle: { page, tablePath: path, acceptsParams, searchParams, personal } satisfies RouteHandle,
    };
  });
  return [...redirects, ...pages];
}

const pageByModule = new Map(
  pageTable.map(({ module }) => {
    const load = pageModules[`../features/${module}.tsx`];
    if (!load) throw new Error(`The route table names ${module}, which is not a page module`);
    return [module, pageModule(() => load().then((exports) => exports.page))] as const;
  }),
);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { element: <PageErrors />, children: [...languageRoutes('en'), ...languageRoutes('zh-Hant')] },
    ],
  },
];

export interface PageMatch {
  readonly handle: RouteHandle;
  readonly params: Readonly<Params>;
  readonly lang: Lang;
  readonly path: string;
}

/** What a path matched: its page, and the route tree cut down to the routes it matched (the router renders that). */
interface MatchedPath {
  page: PageMatch | undefined;
  branch: RouteObject[];
}

/**
 * Paths matched so far. React Router's `matchRoutes` flattens and ranks the whole route table (compiling a pattern
 * per route and level) on every call, and `useRoutes` calls it on every render: the server's warm-up matched each
 * page's path three times (its cache key, its render, the router). Now the table is matched once per path, and the
 * router matches the path again against the one branch it matched. A site has a few dozen paths; a flood of odd
 * ones empties the table.
 */
const matchedPaths = new Map<string, MatchedPath>();
const MATCHED_PATHS_KEPT = 1000;

/** The routes a path matched, each parent with only the child on the path: the same match, made cheaply. */
function branchOf(matches: RouteMatch[]): RouteObject[] {
  let branch: RouteObject[] = [];
  for (const { route } of [...matches].reverse()) {
    // A route with children is never an index route.
    branch = [branch.length > 0 ? { ...(route as NonIndexRouteObject), children: branch } : route];
  }
  return branch;
}

function matchPath(pathname: string): MatchedPath {
  let matched = matchedPaths.get(pathname);
  if (!matched) {
    const matches = matchRoutes(routes, pathname);
    const leaf = matches?.at(-1);
    const handle = leaf?.route.handle as RouteHandle | undefined;
    matched = {
      page:
        leaf && handle
          ? Object.freeze({
              handle,
              params: Object.freeze({ ...leaf.params }),
              lang: langFromPath(pathname),
              path: handle.tablePath,
            })
          : undefined,
      branch: matches ? branchOf(matches) : routes,
    };
    if (matchedPaths.size >= MATCHED_PATHS_KEPT) matchedPaths.clear();
    matchedPaths.set(pathname, matched);
  }
  return matched;
}

/** The route a path leads to (every path leads somewhere: unknown ones to the not-found page). */
export function matchPage(pathname: string): PageMatch | undefined {
  return matchPath(pathname).page;
}

/** The site: the routes for the router's current location, with the last-resort error boundary around them. */
export function SiteRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(matchPath(pathname).branch);
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteErrorBoundary error={error} />}>
      {/* Only a render without the server's HTML (e.g. `pnpm dev`) ever waits here, for the layout's data. */}
      <Suspense fallback={null}>{element}</Suspense>
    </ErrorBoundary>
  );
}
