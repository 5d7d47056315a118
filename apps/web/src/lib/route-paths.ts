/**
 * The site's paths, defined once (the agency's existing links; English has no prefix, Chinese adds /zh-hant).
 * The route table, the navigation, the sitemap and the redirects all read these.
 */
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
  vacancies: '/Vacancies',
  vacancy: (slug: string) => `/Vacancies/${encodeURIComponent(slug)}`,
  reviews: '/Reviews',
  contact: '/ContactUs',
  login: '/login',
} as const;

/** Pages that exist once per language (vacancy pages are added from the content). */
export const staticPagePaths = [
  paths.home,
  paths.about,
  paths.forYourSchool,
  paths.teachAbroad,
  paths.hongKong,
  paths.macau,
  paths.tefl,
  paths.vacancies,
  paths.reviews,
  paths.contact,
] as const;

/** Permanent redirects (old section paths → their first child), per language. */
export const sectionRedirects: Record<string, string> = {
  [paths.ourServices]: paths.forYourSchool,
  [paths.destinationGuides]: paths.hongKong,
};
