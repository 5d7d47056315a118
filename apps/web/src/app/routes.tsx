/**
 * The route table: every page twice, once per language (`/…` and `/zh-hant/…`). Pages are lazy chunks; see
 * app/page.ts for the convention. WEB-PAGES' feature pages are imported at their agreed paths.
 */
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router-dom';
import { langFromPath, localizePath, type Lang } from '../i18n/lang.ts';
import { RootLayout, rootQueries } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { lazyPage, prefetchQueries } from './page.ts';
import { paths, sectionRedirects } from '../lib/route-paths.ts';

function pageRoutes(lang: Lang, queryClient: QueryClient): RouteObject[] {
  const page = (load: Parameters<typeof lazyPage>[0]) => lazyPage(load, lang, queryClient);
  // Keeps the query string: old destination-guide links carry the guide's path in it.
  const sectionRedirect = (from: string): RouteObject => ({
    index: true,
    loader: ({ request }) =>
      redirect(`${localizePath(sectionRedirects[from] ?? '/', lang)}${new URL(request.url).search}`, 301),
  });
  return [
    {
      index: true,
      lazy: page(() =>
        import('../features/home/routes/home-page.tsx').then((m) => ({
          Component: m.HomePage,
          queries: m.homePageQueries,
        })),
      ),
    },
    {
      path: 'AboutUs',
      lazy: page(() =>
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
          lazy: page(() =>
            import('../features/for-your-school/routes/for-your-school-page.tsx').then((m) => ({
              Component: m.ForYourSchoolPage,
              queries: m.forYourSchoolPageQueries,
            })),
          ),
        },
        {
          path: 'OurServices_TA',
          lazy: page(() =>
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
          lazy: page(() =>
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
      lazy: page(() =>
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
          lazy: page(() =>
            import('../features/vacancies/routes/vacancies-page.tsx').then((m) => ({
              Component: m.VacanciesPage,
              queries: m.vacanciesPageQueries,
            })),
          ),
        },
        {
          path: ':slug',
          lazy: page(() =>
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
      lazy: page(() =>
        import('../features/testimonials/routes/reviews-page.tsx').then((m) => ({
          Component: m.ReviewsPage,
          queries: m.reviewsPageQueries,
        })),
      ),
    },
    {
      path: 'ContactUs',
      lazy: page(() =>
        import('../features/contact/routes/contact-page.tsx').then((m) => ({
          Component: m.ContactPage,
          queries: m.contactPageQueries,
        })),
      ),
    },
    {
      path: paths.login.slice(1),
      lazy: page(() =>
        import('../features/staff-landing/routes/staff-landing-page.tsx').then((m) => ({
          Component: m.StaffLandingPage,
          queries: m.staffLandingPageQueries,
        })),
      ),
    },
    {
      path: '*',
      lazy: page(() =>
        import('../features/not-found/routes/not-found-page.tsx').then((m) => ({
          Component: m.NotFoundPage,
          status: () => 404,
        })),
      ),
    },
  ];
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorBoundary,
      loader: async ({ request }) => {
        await prefetchQueries(queryClient, rootQueries(langFromPath(new URL(request.url).pathname)));
        return null;
      },
      children: [
        {
          // Errors inside a page render here, inside the header and footer.
          id: 'pages',
          ErrorBoundary: RouteErrorBoundary,
          children: [
            { path: '/', children: pageRoutes('en', queryClient) },
            { path: '/zh-hant', children: pageRoutes('zh-Hant', queryClient) },
          ],
        },
      ],
    },
  ];
}
