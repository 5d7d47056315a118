// The body's forms: a template's Portable Text as editable text and back, and the HTML that escapes everything.
import { fillPlaceholders, placeholdersIn } from '@agency/forms/candidate-mail';
import { expect, test } from 'vitest';
import { blocksToText, renderBody, textToBlocks } from './mail-body.ts';

const block = (text: string, extra: Record<string, unknown> = {}) => ({
  _type: 'block',
  style: 'normal',
  markDefs: [],
  children: [{ _type: 'span', text, marks: [] }],
  ...extra,
});

test('a template becomes editable text: paragraphs, list lines and bold kept', () => {
  const text = blocksToText([
    block('Dear {firstName},'),
    {
      ...block(''),
      children: [
        { _type: 'span', text: 'Interview for ', marks: [] },
        { _type: 'span', text: '{vacancyTitle}', marks: ['strong'] },
      ],
    },
    block('When: {interviewTime}', { listItem: 'bullet', level: 1 }),
    block('How: a video call', { listItem: 'bullet', level: 1 }),
    block('Kind regards,\n{staffName}'),
  ]);
  expect(text).toBe(
    'Dear {firstName},\n\nInterview for **{vacancyTitle}**\n\n- When: {interviewTime}\n- How: a video call\n\nKind regards,\n{staffName}',
  );
  expect(placeholdersIn(text)).toEqual(['firstName', 'vacancyTitle', 'interviewTime', 'staffName']);
  const blocks = textToBlocks(text);
  expect(blocks.map((b) => b.listItem ?? b.style)).toEqual([
    'normal',
    'normal',
    'bullet',
    'bullet',
    'normal',
  ]);
  expect(blocks[1]!.children.map((s) => [s.text, s.marks])).toEqual([
    ['Interview for ', []],
    ['{vacancyTitle}', ['strong']],
  ]);
});

test('values are filled as text: markup in a value or in the text is escaped, never HTML', () => {
  const text = fillPlaceholders('Dear {firstName},\n\n<b>Hi</b> & welcome\n\n- one\n- two', {
    firstName: '<script>alert(1)</script>',
  });
  const { html, text: plain } = renderBody(text);
  expect(html).not.toContain('<script>');
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(html).toContain('&lt;b&gt;Hi&lt;/b&gt; &amp; welcome');
  expect(html).toMatch(/<ul[^>]*><li[^>]*>one<\/li><li[^>]*>two<\/li><\/ul>/);
  expect(plain).toBe('Dear <script>alert(1)</script>,\n\n<b>Hi</b> & welcome\n\n- one\n- two');
});

test('a line break inside a paragraph stays a line break; bold loses its markers in plain text', () => {
  const { html, text } = renderBody('Kind regards,\nAmy **Wong**');
  expect(html).toContain('Kind regards,<br/>Amy <strong>Wong</strong>');
  expect(text).toBe('Kind regards,\nAmy Wong');
});
