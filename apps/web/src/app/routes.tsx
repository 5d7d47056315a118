/**
 * The route table: every page twice, once per language (`/…` and `/zh-hant/…`), in React Router's declarative
 * mode (decision 015). Pages are lazy chunks; see app/page.ts for the convention. The server and the browser's
 * hydration match a URL with `matchPage` to load the page's code and data before rendering it.
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
  type Params,
  type RouteObject,
} from 'react-router-dom';
import { langFromPath, localizePath, type Lang } from '../i18n/lang.ts';
import { RootLayout } from './root-layout.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { pageModule, pageQueries, startQueries, type PageDefinition, type PageModule } from './page.ts';
import { paths, sectionRedirects } from '../lib/route-paths.ts';

/** What a route is, for the code that renders it outside React (the server, the browser before hydrating). */
export type RouteHandle = { page: PageModule } | { redirectTo: string };

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

function pageRoutes(lang: Lang): RouteObject[] {
  const page = (load: () => Promise<PageDefinition>) => {
    const module = pageModule(load);
    return {
      element: <PageElement page={module} lang={lang} />,
      handle: { page: module } satisfies RouteHandle,
    };
  };
  // Keeps the query string: old destination-guide links carry the guide's path in it.
  const sectionRedirect = (from: string): RouteObject => {
    const to = localizePath(sectionRedirects[from] ?? '/', lang);
    return {
      index: true,
      element: <SectionRedirect to={to} />,
      handle: { redirectTo: to } satisfies RouteHandle,
    };
  };
  return [
    {
      index: true,
      ...page(() =>
        import('../features/home/routes/home-page.tsx').then((m) => ({
          Component: m.HomePage,
          queries: m.homePageQueries,
        })),
      ),
    },
    {
      path: 'AboutUs',
      ...page(() =>
        import('../features/about/routes/about-page.tsx').then((m) => ({
          Component: m.AboutPage,
          queries: m.aboutPageQueries,
        })),
      ),
    },
    {
      path: 'OurServices',
      children: [
        sectionRedirect(paths.ourServices),
        {
          path: 'OurServices_FYS',
          ...page(() =>
            import('../features/for-your-school/routes/for-your-school-page.tsx').then((m) => ({
              Component: m.ForYourSchoolPage,
              queries: m.forYourSchoolPageQueries,
            })),
          ),
        },
        {
          path: 'OurServices_TA',
          ...page(() =>
            import('../features/teach-abroad/routes/teach-abroad-page.tsx').then((m) => ({
              Component: m.TeachAbroadPage,
              queries: m.teachAbroadPageQueries,
            })),
          ),
        },
      ],
    },
    {
      path: 'DestinationGuides',
      children: [
        sectionRedirect(paths.destinationGuides),
        {
          path: ':guide',
          ...page(() =>
            import('../features/destination-guides/routes/destination-guide-page.tsx').then((m) => ({
              Component: m.DestinationGuidePage,
              queries: m.destinationGuidePageQueries,
            })),
          ),
        },
      ],
    },
    {
      path: 'TEFL',
      ...page(() =>
        import('../features/tefl/routes/tefl-page.tsx').then((m) => ({
          Component: m.TeflPage,
          queries: m.teflPageQueries,
        })),
      ),
    },
    {
      path: 'Vacancies',
      children: [
        {
          index: true,
          ...page(() =>
            import('../features/vacancies/routes/vacancies-page.tsx').then((m) => ({
              Component: m.VacanciesPage,
              queries: m.vacanciesPageQueries,
            })),
          ),
        },
        {
          path: ':slug',
          ...page(() =>
            import('../features/vacancies/routes/vacancy-page.tsx').then((m) => ({
              Component: m.VacancyPage,
              queries: m.vacancyPageQueries,
              status: m.vacancyPageStatus,
            })),
          ),
        },
      ],
    },
    {
      path: 'Reviews',
      ...page(() =>
        import('../features/testimonials/routes/reviews-page.tsx').then((m) => ({
          Component: m.ReviewsPage,
          queries: m.reviewsPageQueries,
        })),
      ),
    },
    {
      path: 'ContactUs',
      ...page(() =>
        import('../features/contact/routes/contact-page.tsx').then((m) => ({
          Component: m.ContactPage,
          queries: m.contactPageQueries,
        })),
      ),
    },
    {
      path: paths.login.slice(1),
      ...page(() =>
        import('../features/staff-landing/routes/staff-landing-page.tsx').then((m) => ({
          Component: m.StaffLandingPage,
          queries: m.staffLandingPageQueries,
        })),
      ),
    },
    {
      path: '*',
      ...page(() =>
        import('../features/not-found/routes/not-found-page.tsx').then((m) => ({
          Component: m.NotFoundPage,
          status: () => 404,
        })),
      ),
    },
  ];
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PageErrors />,
        children: [
          { path: '/', children: pageRoutes('en') },
          { path: '/zh-hant', children: pageRoutes('zh-Hant') },
        ],
      },
    ],
  },
];

/** The route a path leads to (every path leads somewhere: unknown ones to the not-found page). */
export function matchPage(
  pathname: string,
): { handle: RouteHandle; params: Params; lang: Lang; path: string } | undefined {
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  if (!leaf?.route.handle) return undefined;
  return {
    handle: leaf.route.handle as RouteHandle,
    params: leaf.params,
    lang: langFromPath(pathname),
    path: leaf.route.path ?? '',
  };
}

/** The site: the routes for the router's current location, with the last-resort error boundary around them. */
export function SiteRoutes() {
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteErrorBoundary error={error} />}>
      {/* Only a render without the server's HTML (e.g. `pnpm dev`) ever waits here, for the layout's data. */}
      <Suspense fallback={null}>{element}</Suspense>
    </ErrorBoundary>
  );
}
