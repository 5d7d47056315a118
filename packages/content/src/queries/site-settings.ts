import { defineQuery } from 'groq';
import { imageFields } from './fragments.ts';

const siteSettings = '*[_type == "siteSettings" && _id == "siteSettings"][0]';

/**
 * Everything every page shares: contact details, job terms, hiring steps, SEO defaults. It travels in every
 * prerendered page (for hydration), so what only one or two pages show has its own query below, and so does the
 * legal text. (Not the default share image: every page that has an image shares its own; not `hiringTimes`, which
 * the hiring steps' text states for the visitor.)
 */
export const siteSettingsQuery = defineQuery(`${siteSettings}{
  agencyName,
  foundedYear,
  eaLicence,
  businessRegistration,
  offices[]{ _key, name, address },
  phone,
  email,
  socialLinks[]{ _key, platform, url },
  jobTerms,
  hiringSteps[]{ _key, title, body },
  passportNote,
  copyright,
  "seo": seo{ title, description, siteUrl },
  studioUrl
}`);

/**
 * The footer's Privacy Statement and Terms of Use. Every page shows them, as the server rendered them: the page's
 * HTML does not hand them on a second time as data (site-footer's legal text), so the browser loads them only
 * when the visitor switches language.
 */
export const legalTextsQuery = defineQuery(`${siteSettings}{ privacyStatement, termsOfUse }`);

/** The About Us page's text (About Us shows it; nothing else does). */
export const aboutUsQuery = defineQuery(`${siteSettings}.aboutUs`);

/** The pages with a large image: pageImageQuery's `$page` (its `select` below names the same five). */
export const PAGE_IMAGE_NAMES = ['home', 'about-closing', 'for-your-school', 'teach-abroad', 'tefl'] as const;
export type PageImageName = (typeof PAGE_IMAGE_NAMES)[number];

/**
 * The large image of one page (Home, About Us, For Your School, Teach Abroad, TEFL), `$page` one of
 * PAGE_IMAGE_NAMES. One image, not all five: the page's data travels in its HTML (issue 14).
 */
export const pageImageQuery = defineQuery(`${siteSettings}.pageImages{
  "image": select(
    $page == "home" => home,
    $page == "about-closing" => aboutClosing,
    $page == "for-your-school" => forYourSchool,
    $page == "teach-abroad" => teachAbroad,
    $page == "tefl" => tefl
  )
}.image{${imageFields}}`);
