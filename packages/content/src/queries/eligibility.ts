import { defineQuery } from 'groq';

/** The routes the eligibility checker judges answers against, in the order the page shows them. */
export const eligibilityRoutesQuery = defineQuery(`*[_type == "eligibilityRoute"] | order(order asc){
  _id,
  name,
  region,
  sectors,
  requirements[]{ _key, criterion, strength, teflMinHours, minYears, rule },
  sourceTitle,
  sourceUrl,
  lastChecked
}`);
