/**
 * Hong Kong's general holidays (Christmas, New Year, Lunar New Year, Mid-Autumn…) from date-holidays, worked out in
 * a short-lived child process. date-holidays carries every country's rules: loaded into a long-running server it
 * stayed there (+38–52 MB RSS, ~0.4 s of CPU) for the few dozen days the seed's vacancy dates must avoid
 * (decision 045). Run directly (`node hong-kong-holidays.ts 2026 2027`), it prints the years' public holidays as
 * JSON: `{"2026": ["2026-01-01", …], …}`.
 */
import { execFileSync } from 'node:child_process';

/** The public holidays of each year asked for, as YYYY-MM-DD days, computed in this process. */
export async function computeHolidays(years: number[]): Promise<Record<number, string[]>> {
  const { default: Holidays } = await import('date-holidays');
  const hongKong = new Holidays('HK');
  return Object.fromEntries(
    years.map((year) => [
      year,
      hongKong
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    ]),
  );
}

/** The same, from a child process that exits when done, so the rules never stay in the caller's memory. */
export function holidaysFromChildProcess(years: number[]): Record<number, string[]> {
  const output = execFileSync(process.execPath, [import.meta.filename, ...years.map(String)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(output) as Record<number, string[]>;
}

if (import.meta.main) {
  const years = process.argv.slice(2).map(Number);
  if (years.length === 0 || years.some((year) => !Number.isInteger(year))) {
    console.error('Usage: node hong-kong-holidays.ts YEAR…');
    process.exit(2);
  }
  process.stdout.write(JSON.stringify(await computeHolidays(years)));
}
