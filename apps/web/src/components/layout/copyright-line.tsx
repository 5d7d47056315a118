import { useHydrated } from '../../lib/use-hydrated.ts';

const YEAR = /\{year\}/g;

/** The copyright line from site settings with its `{year}` placeholder filled in. */
export const fillYear = (template: string, year: number) => template.replace(YEAR, String(year));

/**
 * The prerendered HTML carries the year of the build; the browser shows the year of the visit. During hydration
 * the line keeps the HTML's text (no mismatch error when the build is from an earlier year), then it is rendered
 * afresh (new key) with the visitor's year.
 */
export function CopyrightLine({ template, className }: { template: string; className?: string }) {
  const hydrated = useHydrated();
  return (
    <p key={hydrated ? 'visit' : 'build'} className={className} suppressHydrationWarning>
      {fillYear(template, new Date().getFullYear())}
    </p>
  );
}
