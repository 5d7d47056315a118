// CSV for spreadsheets: RFC 4180 quoting, UTF-8 with a byte-order mark (so Excel shows Chinese correctly), and
// formula injection neutralised: a cell starting with = + - @, a tab or a carriage return gets a leading '
// (OWASP "CSV Injection"), so a spreadsheet shows it as text instead of running it.
export const BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

type CellValue = string | number | boolean | null | undefined | string[];

export function csvCell(value: CellValue, trusted = false): string {
  let text =
    value === null || value === undefined ? '' : Array.isArray(value) ? value.join('; ') : String(value);
  if (!trusted && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Marks a cell that must stay text when a spreadsheet opens the file. */
export interface TextCell {
  text: string;
}
export const textCell = (text: string): TextCell => ({ text });

/**
 * A digit string that must stay text (a phone number, an ID): written as the formula ="…", which Excel, LibreOffice
 * and Google Sheets all show as the text itself. The value's quotes are doubled, so nothing can leave the string.
 */
function asText({ text }: TextCell): string {
  return csvCell(`="${text.replace(/"/g, '""')}"`, true);
}

export const csvRow = (cells: (CellValue | TextCell)[]): string =>
  `${cells.map((cell) => (cell !== null && typeof cell === 'object' && 'text' in cell ? asText(cell) : csvCell(cell))).join(',')}\r\n`;
