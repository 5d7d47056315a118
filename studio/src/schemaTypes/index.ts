import { classPhoto } from './documents/class-photo.ts';
import { destinationGuide } from './documents/destination-guide.ts';
import { eligibilityRoute } from './documents/eligibility-route.ts';
import { partnerLogo } from './documents/partner-logo.ts';
import { replyTemplate } from './documents/reply-template.ts';
import { testimonial } from './documents/testimonial.ts';
import { vacancy } from './documents/vacancy.ts';
import { accessibleImage } from './objects/accessible-image.ts';
import { blockContent } from './objects/block-content.ts';
import { office, socialLink } from './objects/contact.ts';
import { guideSection, livingCosts } from './objects/guide-section.ts';
import { hiringStep } from './objects/hiring-step.ts';
import { localeBlockContent, localeString, localeText } from './objects/locale.ts';
import { numberRange, salaryRange } from './objects/ranges.ts';
import { regionTerms } from './objects/region-terms.ts';
import { seo } from './objects/seo.ts';
import { siteSettings } from './singletons/site-settings.ts';

export const singletonTypes = new Set(['siteSettings']);

export const schemaTypes = [
  siteSettings,
  vacancy,
  testimonial,
  destinationGuide,
  eligibilityRoute,
  partnerLogo,
  classPhoto,
  replyTemplate,
  blockContent,
  localeString,
  localeText,
  localeBlockContent,
  accessibleImage,
  salaryRange,
  numberRange,
  regionTerms,
  office,
  socialLink,
  hiringStep,
  guideSection,
  livingCosts,
  seo,
];
