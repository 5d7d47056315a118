import { defineQuery } from 'groq';
import { imageFields } from './fragments.ts';

/** Everything every page shares: contact details, job terms, hiring steps, legal text, SEO defaults. */
export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  agencyName,
  foundedYear,
  aboutUs,
  offices[]{ _key, name, address },
  phone,
  email,
  socialLinks[]{ _key, platform, url },
  jobTerms,
  hiringSteps[]{ _key, title, body },
  passportNote,
  hiringTimes,
  "pageImages": pageImages{
    "home": home{${imageFields}},
    "aboutClosing": aboutClosing{${imageFields}},
    "forYourSchool": forYourSchool{${imageFields}},
    "teachAbroad": teachAbroad{${imageFields}},
    "tefl": tefl{${imageFields}}
  },
  privacyStatement,
  termsOfUse,
  copyright,
  "seo": seo{ title, description, siteUrl, "shareImage": shareImage{${imageFields}} },
  studioUrl
}`);
