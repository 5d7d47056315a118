import { expect, test } from 'vitest';
import { portableText } from './portable-text.ts';

const summary = (blocks: Record<string, unknown>[]) =>
  blocks.map((b) => ({
    style: b.style,
    listItem: b.listItem,
    text: (b.children as { text: string }[]).map((c) => c.text).join(''),
  }));

test('a heading directly followed by text stays a heading of its own', () => {
  expect(summary(portableText('### The role\nYou teach small groups.\nFull time.'))).toEqual([
    { style: 'h3', listItem: undefined, text: 'The role' },
    { style: 'normal', listItem: undefined, text: 'You teach small groups. Full time.' },
  ]);
});

test('list lines after an intro line become list items, not one paragraph', () => {
  expect(summary(portableText('You need:\n- a degree\n- a TEFL certificate\n1. apply\n2. interview'))).toEqual([
    { style: 'normal', listItem: undefined, text: 'You need:' },
    { style: 'normal', listItem: 'bullet', text: 'a degree' },
    { style: 'normal', listItem: 'bullet', text: 'a TEFL certificate' },
    { style: 'normal', listItem: 'number', text: 'apply' },
    { style: 'normal', listItem: 'number', text: 'interview' },
  ]);
});

test('bold and links keep their marks', () => {
  const [block] = portableText('See **our terms** and [the course](https://example.com).');
  expect(block?.markDefs).toEqual([{ _type: 'link', _key: 'link1', href: 'https://example.com' }]);
  expect((block?.children as { marks: string[] }[]).map((c) => c.marks)).toEqual([[], ['strong'], [], ['link1'], []]);
});
