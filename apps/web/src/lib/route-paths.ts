/**
 * The site's paths, defined once (the agency's existing links; English has no prefix, Chinese adds /zh-hant).
 * The route table below, the navigation, the sitemap and the redirects all read these.
 */
import { isPublicParamValue } from '@agency/content';
import { ALERT_PAGE_PATHS, PROFILE_PAGE_PATHS, STATUS_PAGE_PATHS } from '@agency/forms';
import { eligibilityQuestionIds } from '@agency/content/eligibility-questions';

export const paths = {
  home: '/',
  about: '/AboutUs',
  ourServices: '/OurServices',
  forYourSchool: '/OurServices/OurServices_FYS',
  teachAbroad: '/OurServices/OurServices_TA',
  destinationGuides: '/DestinationGuides',
  hongKong: '/DestinationGuides/HongKong',
  macau: '/DestinationGuides/Macau',
  tefl: '/TEFL',
  /** The eligibility checker: its answers are URL parameters (a GET form), so the server renders each result. */
  eligibility: '/Eligibility',
  vacancies: '/Vacancies',
  vacancy: (slug: string) => `/Vacancies/${encodeURIComponent(slug)}`,
  reviews: '/Reviews',
  contact: '/ContactUs',
  /** The legal texts, linked from every page's footer and from the forms' privacy lines. */
  privacy: '/Privacy',
  terms: '/TermsOfUse',
  /** A saved application draft, opened from its resume link (`#t=<token>`); never in the sitemap. */
  applicationDraft: '/ApplicationDraft',
  /** Application status: asks for an e-mailed link. */
  applicationStatus: STATUS_PAGE_PATHS.request,
  /** The pages a status link opens (the link's, the session's list, the withdrawal question): personal. */
  statusOpen: STATUS_PAGE_PATHS.open,
  statusMine: STATUS_PAGE_PATHS.mine,
  statusWithdraw: STATUS_PAGE_PATHS.withdraw,
  /** The job-alert pages mailed links open (@agency/forms holds the addresses the mails carry): personal. */
  alertConfirm: ALERT_PAGE_PATHS.confirm,
  alertManage: ALERT_PAGE_PATHS.manage,
  alertUnsubscribe: ALERT_PAGE_PATHS.unsubscribe,
  alertKeep: ALERT_PAGE_PATHS.keep,
  alertFeedback: ALERT_PAGE_PATHS.feedback,
  /** A teacher's profile the agency shared with a school (decision 075): personal. */
  schoolProfile: PROFILE_PAGE_PATHS.profile,
  /** The staff landing page (the spec's staff sign-in link); prerendered, never in the sitemap. */
  login: '/login',
  /** The staff inbox: a separate app served by the API server (apps/staff), reached by a full page load. */
  staffInbox: '/staff',
} as const;

/** A page in the route table. */
export interface PageTableEntry {
  /** English path (`*`: the not-found page). */
  path: string;
  /** Its module under src/features, which exports `page` (lib/page-queries.ts). */
  module: string;
  pages?: readonly string[];
  /** false for URL parameters no content can have: the server answers the 404 page without a render or query. */
  acceptsParams?: (params: Readonly<Record<string, string | undefined>>) => boolean;
  /** Query parameters the page reads: the server renders (and caches) the page per value of these. */
  searchParams?: readonly string[];
  /**
   * One person's page (a mailed link's token, a status session): the server renders it per request with the
   * visitor's API answers, never caches it, and sends it with no-store, no Referer and noindex. Never in the sitemap
   * (`pages: []`).
   */
  personal?: true;
}

/**
 * The route table: every page's path (English; the same again under /zh-hant) and its module. The routes
 * (app/routes.tsx), the sitemap, the benchmarks and the journeys all read it. `pages` lists the pages a
 * parameterised path has (vacancy pages come from the content; the staff landing page and the not-found page are
 * in no list).
 */
export const pageTable: readonly PageTableEntry[] = [
  { path: paths.home, module: 'home/routes/home-page' },
  { path: paths.about, module: 'about/routes/about-page' },
  { path: paths.forYourSchool, module: 'for-your-school/routes/for-your-school-page' },
  { path: paths.teachAbroad, module: 'teach-abroad/routes/teach-abroad-page' },
  {
    path: '/DestinationGuides/:guide',
    module: 'destination-guides/routes/destination-guide-page',
    pages: [paths.hongKong, paths.macau],
  },
  { path: paths.tefl, module: 'tefl/routes/tefl-page' },
  {
    path: paths.eligibility,
    module: 'eligibility/routes/eligibility-page',
    // The answers: without JavaScript the form is a GET, and the server renders its result.
    searchParams: eligibilityQuestionIds,
  },
  { path: paths.vacancies, module: 'vacancies/routes/vacancies-page' },
  {
    path: '/Vacancies/:slug',
    module: 'vacancies/routes/vacancy-page',
    pages: [],
    // The content endpoint refuses any other slug (a vacancy's slug is always of this kind).
    acceptsParams: ({ slug }) => isPublicParamValue(slug),
  },
  { path: paths.reviews, module: 'testimonials/routes/reviews-page' },
  { path: paths.contact, module: 'contact/routes/contact-page' },
  { path: paths.privacy, module: 'legal/routes/privacy-page' },
  { path: paths.terms, module: 'legal/routes/terms-page' },
  { path: paths.applicationStatus, module: 'application-status/routes/application-status-page' },
  { path: paths.login, module: 'staff-landing/routes/staff-landing-page', pages: [] },
  ...(
    [
      [paths.statusOpen, 'application-status/routes/status-open-page'],
      [paths.statusMine, 'application-status/routes/status-mine-page'],
      [paths.statusWithdraw, 'application-status/routes/status-withdraw-page'],
      [paths.alertConfirm, 'job-alerts/routes/alert-confirm-page'],
      [paths.alertManage, 'job-alerts/routes/alert-manage-page'],
      [paths.alertUnsubscribe, 'job-alerts/routes/alert-unsubscribe-page'],
      [paths.alertKeep, 'job-alerts/routes/alert-keep-page'],
      [paths.alertFeedback, 'job-alerts/routes/alert-feedback-page'],
      [paths.schoolProfile, 'school-profile/routes/school-profile-page'],
    ] as const
  ).map(([path, module]) => ({ path, module, pages: [], personal: true as const })),
  { path: paths.applicationDraft, module: 'application-draft/routes/application-draft-page', pages: [] },
  { path: '*', module: 'not-found/routes/not-found-page', pages: [] },
];

/** Pages that exist once per language, in the table's order (vacancy pages are added from the content). */
export const staticPagePaths: readonly string[] = pageTable.flatMap((entry) => entry.pages ?? [entry.path]);

/** Permanent redirects (old section paths → their first child), per language. */
export const sectionRedirects: Record<string, string> = {
  [paths.ourServices]: paths.forYourSchool,
  [paths.destinationGuides]: paths.hongKong,
};
