import { expect, test } from 'vitest';
import {
  portableTextToHtml,
  portableTextToPlain,
  safeHref,
  type PortableTextBlock,
} from './portable-text.ts';

const block = (text: string, extra: Partial<PortableTextBlock> = {}): PortableTextBlock => ({
  _type: 'block',
  style: 'normal',
  children: [{ _type: 'span', text, marks: [] }],
  markDefs: [],
  ...extra,
});

test('paragraphs, headings and grouped lists', () => {
  const html = portableTextToHtml([
    block('About the role', { style: 'h2' }),
    block('Teach small classes.'),
    block('Phonics', { listItem: 'bullet', level: 1 }),
    block('Reading', { listItem: 'bullet', level: 1 }),
    block('Step one', { listItem: 'number', level: 1 }),
    block('After the list'),
  ]);
  expect(html).toBe(
    '<h2>About the role</h2><p>Teach small classes.</p><ul><li>Phonics</li><li>Reading</li></ul>' +
      '<ol><li>Step one</li></ol><p>After the list</p>',
  );
});

test('text is escaped and unsafe links are dropped', () => {
  const html = portableTextToHtml([
    {
      _type: 'block',
      style: 'normal',
      markDefs: [
        { _type: 'link', _key: 'a', href: 'javascript:alert(1)' },
        { _type: 'link', _key: 'b', href: 'https://example.com/?a=1&b=2' },
      ],
      children: [
        { _type: 'span', text: '<script>', marks: ['strong'] },
        { _type: 'span', text: ' bad', marks: ['a'] },
        { _type: 'span', text: ' good', marks: ['b', 'em'] },
      ],
    },
  ]);
  expect(html).toBe(
    '<p><strong>&lt;script&gt;</strong> bad<em><a href="https://example.com/?a=1&amp;b=2" rel="noopener noreferrer"> good</a></em></p>',
  );
});

test('unknown block types are skipped and plain text joins paragraphs', () => {
  const blocks = [block('One.'), { _type: 'image' }, block('Two  words.')];
  expect(portableTextToHtml(blocks)).toBe('<p>One.</p><p>Two  words.</p>');
  expect(portableTextToPlain(blocks)).toBe('One. Two words.');
  expect(portableTextToHtml(null)).toBe('');
});

test('safe hrefs', () => {
  expect(safeHref('/ContactUs')).toBe('/ContactUs');
  expect(safeHref('mailto:a@b.c')).toBe('mailto:a@b.c');
  expect(safeHref(' JavaScript:void(0)')).toBeNull();
  expect(safeHref('data:text/html,x')).toBeNull();
});
