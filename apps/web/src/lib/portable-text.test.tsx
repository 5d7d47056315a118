import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { PortableText } from '../components/ui/portable-text.tsx';
import { portableTextToHtml } from './portable-text-html.ts';
import { safeHref } from './portable-text-links.ts';

const block = (text: string, extra: Record<string, unknown> = {}) => ({
  _type: 'block',
  _key: text,
  style: 'normal',
  children: [{ _type: 'span', _key: `${text}-s`, text, marks: [] as string[] }],
  markDefs: [] as { _type: string; _key: string; href: string }[],
  ...extra,
});

const linked = block('', {
  markDefs: [
    { _type: 'link', _key: 'a', href: 'javascript:alert(1)' },
    { _type: 'link', _key: 'b', href: 'https://example.com/?a=1&b=2' },
    { _type: 'link', _key: 'c', href: 'data:text/html,x' },
    { _type: 'link', _key: 'd', href: 'mailto:jobs@example.com' },
    { _type: 'link', _key: 'e', href: '/relative' },
  ],
  children: [
    { _type: 'span', _key: '1', text: '<script>', marks: ['strong'] },
    { _type: 'span', _key: '2', text: ' bad', marks: ['a'] },
    { _type: 'span', _key: '3', text: ' good', marks: ['b', 'em'] },
    { _type: 'span', _key: '4', text: ' data', marks: ['c'] },
    { _type: 'span', _key: '5', text: ' mail', marks: ['d'] },
    { _type: 'span', _key: '6', text: ' rel', marks: ['e'] },
  ],
});

const nested = [
  block('Duties', { listItem: 'bullet', level: 1 }),
  block('Phonics', { listItem: 'bullet', level: 2 }),
  block('Reading', { listItem: 'bullet', level: 1 }),
];

test('HTML: headings, paragraphs, escaped text, and only http(s)/mailto/tel links', () => {
  const html = portableTextToHtml([block('About the role', { style: 'h3' }), linked]);
  expect(html).toContain('<h3>About the role</h3>');
  expect(html).toContain('<strong>&lt;script&gt;</strong>');
  expect(html).toContain(
    '<a href="https://example.com/?a=1&amp;b=2" rel="noopener noreferrer" target="_blank"><em> good</em></a>',
  );
  expect(html).toContain('<a href="mailto:jobs@example.com"> mail</a>');
  expect(html).not.toMatch(/javascript:|data:text|href="\/relative"/);
  expect(html).toContain(' bad');
  expect(portableTextToHtml(null)).toBe('');
});

test('HTML and React keep nested list levels', () => {
  expect(portableTextToHtml(nested)).toMatch(
    /<ul><li>Duties<ul><li>Phonics<\/li><\/ul><\/li><li>Reading<\/li><\/ul>/,
  );
  const { container } = render(<PortableText value={nested} />);
  expect(container.querySelector('ul > li > ul > li')?.textContent).toBe('Phonics');
  expect(container.querySelectorAll('ul > li')).toHaveLength(3);
});

test('React: the same link rule; unsafe links become plain text', () => {
  const { container } = render(<PortableText value={[linked]} />);
  const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
  expect(hrefs).toEqual(['https://example.com/?a=1&b=2', 'mailto:jobs@example.com']);
  expect(container.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  expect(container.textContent).toContain(' bad');
  expect(container.querySelector('strong')?.textContent).toBe('<script>');
});

test('safe hrefs', () => {
  expect(safeHref('tel:+85212345678')).toBe('tel:+85212345678');
  expect(safeHref(' JavaScript:void(0)')).toBeNull();
  expect(safeHref('/ContactUs')).toBeNull();
  expect(safeHref(undefined)).toBeNull();
});
