import { defineQuery } from 'groq';

const vacancyListFields = /* groq */ `
  _id,
  region,
  startDate,
  title,
  "slug": slug.current,
  sector,
  role,
  summary,
  salary{ currency, min, max },
  weeklyTeachingHours,
  employmentType,
  closingDate
`;

/** Vacancies not marked filled, newest start date first (the site shows the open ones: vacancy-status.ts). */
export const vacanciesQuery = defineQuery(`*[_type == "vacancy" && filled != true] | order(startDate desc){
  ${vacancyListFields}
}`);

/**
 * The dates of a region's vacancies not marked filled: a destination guide says whether its region has an open one
 * (vacancy-status.ts), without carrying the whole list in its HTML. `$region` is a region id (the guide's slug).
 */
export const regionVacancyDatesQuery = defineQuery(
  `*[_type == "vacancy" && filled != true && region == $region]{ startDate, closingDate }`,
);

/** One vacancy with its full description and when it was published; `$slug` is the vacancy's web address. */
export const vacancyBySlugQuery = defineQuery(`*[_type == "vacancy" && slug.current == $slug][0]{
  ${vacancyListFields},
  _createdAt,
  description,
  filled
}`);

/** Every vacancy's title by its web address, filled ones too: the staff area names what an application was for. */
export const vacancyTitlesQuery = defineQuery(`*[_type == "vacancy"]{ "slug": slug.current, title }`);
