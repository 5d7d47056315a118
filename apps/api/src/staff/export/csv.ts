// CSV for spreadsheets: RFC 4180 quoting, UTF-8 with a byte-order mark (so Excel shows Chinese correctly), and
// formula injection neutralised: a cell starting with = + - @, a tab or a carriage return gets a leading '
// (OWASP "CSV Injection"), so a spreadsheet shows it as text instead of running it.
export const BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined | string[]): string {
  let text =
    value === null || value === undefined ? '' : Array.isArray(value) ? value.join('; ') : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: Parameters<typeof csvCell>[0][]): string =>
  `${cells.map(csvCell).join(',')}\r\n`;
