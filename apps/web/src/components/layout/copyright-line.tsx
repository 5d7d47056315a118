import { use, useSyncExternalStore } from 'react';
import { BuiltValuesContext } from '../../lib/built-values.ts';

const YEAR = /\{year\}/g;

/** The copyright line from site settings with its `{year}` placeholder filled in. */
export const fillYear = (template: string, year: number) => template.replace(YEAR, String(year));

const subscribe = () => () => {};
const thisYear = () => new Date().getFullYear();

/**
 * The line shows the year of the visit. The page's HTML shows the year of its render, kept in the page's state
 * (decision 061): hydration renders that year, so it matches the HTML, and only a page rendered in an earlier year
 * renders again, with the visitor's.
 */
export function CopyrightLine({ template, className }: { template: string; className?: string }) {
  const renderedYear = use(BuiltValuesContext).keep('year', thisYear);
  const year = useSyncExternalStore(subscribe, thisYear, () => renderedYear);
  return <p className={className}>{fillYear(template, year)}</p>;
}
