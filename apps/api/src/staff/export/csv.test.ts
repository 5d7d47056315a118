import { expect, test } from 'vitest';
import { csvCell, csvRow, textCell } from './csv.ts';

test('cells that a spreadsheet would run as a formula get a leading apostrophe', () => {
  expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
    `"'=HYPERLINK(""http://evil.example"",""click"")"`,
  );
  expect(csvCell('+85291234567')).toBe("'+85291234567");
  expect(csvCell('-1+2')).toBe("'-1+2");
  expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  expect(csvCell('\tcmd')).toBe("'\tcmd");
  expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
  expect(csvCell('Tom = Baker')).toBe('Tom = Baker');
  expect(csvCell('陳美')).toBe('陳美');
});

test('quotes commas, quotes and line breaks; joins lists; ends rows with CRLF', () => {
  expect(csvCell('a, b')).toBe('"a, b"');
  expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
  expect(csvCell(['Kindergarten', 'Primary school'])).toBe('Kindergarten; Primary school');
  expect(csvCell(null)).toBe('');
  expect(csvRow(['APP-2026-000001', 3, true])).toBe('APP-2026-000001,3,true\r\n');
});

test('a phone number or ID stays text in a spreadsheet: ="…", quotes doubled, never run', () => {
  expect(csvRow([textCell('14165550100'), textCell('+85291234567'), textCell('007')])).toBe(
    '"=""14165550100""","=""+85291234567""","=""007"""\r\n',
  );
  // A quote in the value cannot close the string early.
  expect(csvRow([textCell('1") & HYPERLINK("x')])).toBe('"=""1"""") & HYPERLINK(""""x"""\r\n');
});
