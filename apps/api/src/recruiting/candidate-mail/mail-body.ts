// A mail's body in its three forms (decision 073): a reply template's Portable Text, the text staff edit in the
// composer (paragraphs split by an empty line, "- " and "1. " list lines, **bold**), and what is sent: HTML by
// @portabletext/to-html, which escapes every text, and plain text. Placeholders are filled in the text before it
// becomes blocks, so a value is only ever text, never HTML.
import { toHTML, type PortableTextComponents } from '@portabletext/to-html';

interface Span {
  _type: 'span';
  _key: string;
  text: string;
  marks: string[];
}
export interface TextBlock {
  _type: 'block';
  _key: string;
  style: string;
  listItem?: 'bullet' | 'number';
  level?: number;
  markDefs: { _key: string; _type: string; href?: string }[];
  children: Span[];
}

/** What a template's body may hold: blocks of spans (an unknown member is skipped). */
type StoredBlock = {
  _type?: string;
  style?: string;
  listItem?: string;
  children?: { _type?: string; text?: string; marks?: string[] }[];
  markDefs?: { _key?: string; _type?: string; href?: string }[];
};

function spanText(block: StoredBlock): string {
  const links = new Map((block.markDefs ?? []).map((def) => [def._key, def.href]));
  return (block.children ?? [])
    .map((child) => {
      const text = child.text ?? '';
      if (!text) return '';
      const marks = child.marks ?? [];
      const href = marks.map((mark) => links.get(mark)).find(Boolean);
      const bold = marks.includes('strong') ? `**${text}**` : text;
      return href && href !== text ? `${bold} (${href})` : bold;
    })
    .join('');
}

/** A template's Portable Text as the composer's editable text. */
export function blocksToText(blocks: readonly StoredBlock[] | null | undefined): string {
  let text = '';
  let number = 0;
  let previousList = false;
  for (const block of blocks ?? []) {
    if (block._type !== 'block') continue;
    const list = block.listItem === 'bullet' || block.listItem === 'number';
    number = block.listItem === 'number' ? number + 1 : 0;
    const line =
      block.listItem === 'bullet'
        ? `- ${spanText(block)}`
        : block.listItem === 'number'
          ? `${number}. ${spanText(block)}`
          : spanText(block);
    text += text === '' ? line : list && previousList ? `\n${line}` : `\n\n${line}`;
    previousList = list;
  }
  return text;
}

const LIST_LINE = /^(- |\d+\. )/;

function spans(source: string, key: string): Span[] {
  const parts = source.split(/\*\*(.+?)\*\*/g);
  return parts
    .map((text, index) => ({
      _type: 'span' as const,
      _key: `${key}s${index}`,
      text,
      marks: index % 2 === 1 ? ['strong'] : [],
    }))
    .filter((span, index) => span.text !== '' || (index === 0 && parts.length === 1));
}

/** The composer's text (placeholders already filled) as Portable Text blocks. */
export function textToBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  const block = (source: string, listItem?: 'bullet' | 'number'): TextBlock => {
    const key = `b${blocks.length}`;
    return {
      _type: 'block',
      _key: key,
      style: 'normal',
      ...(listItem ? { listItem, level: 1 } : {}),
      markDefs: [],
      children: spans(source, key),
    };
  };
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length > 0) blocks.push(block(paragraph.join('\n')));
      paragraph = [];
    };
    for (const line of chunk.split('\n')) {
      const trimmed = line.trim();
      if (trimmed === '') continue;
      const list = LIST_LINE.exec(trimmed);
      if (!list) {
        paragraph.push(trimmed);
        continue;
      }
      flush();
      blocks.push(block(trimmed.slice(list[0].length), list[1] === '- ' ? 'bullet' : 'number'));
    }
    flush();
  }
  return blocks;
}

const PARAGRAPH = 'margin:0 0 14px;line-height:1.55';
const components: PortableTextComponents = {
  block: { normal: ({ children }) => `<p style="${PARAGRAPH}">${children ?? ''}</p>` },
  list: {
    bullet: ({ children }) =>
      `<ul style="margin:0 0 14px;padding-left:22px;line-height:1.55">${children ?? ''}</ul>`,
    number: ({ children }) =>
      `<ol style="margin:0 0 14px;padding-left:22px;line-height:1.55">${children ?? ''}</ol>`,
  },
  listItem: ({ children }) => `<li style="margin:0 0 6px">${children ?? ''}</li>`,
};

/** The body as sent: HTML (every text escaped by to-html) and plain text (no bold markers). */
export function renderBody(text: string): { html: string; text: string } {
  const blocks = textToBlocks(text);
  return {
    html: toHTML(blocks, { components, onMissingComponent: false }),
    text: blocks
      .map((b, index) => {
        const line = b.children.map((span) => span.text).join('');
        const prefix =
          b.listItem === 'bullet' ? '- ' : b.listItem === 'number' ? `${listNumber(blocks, index)}. ` : '';
        const next = blocks[index + 1];
        const gap = b.listItem && next?.listItem ? '\n' : '\n\n';
        return `${prefix}${line}${next ? gap : ''}`;
      })
      .join(''),
  };
}

function listNumber(blocks: TextBlock[], index: number): number {
  let n = 0;
  for (let i = index; i >= 0 && blocks[i]!.listItem === 'number'; i -= 1) n += 1;
  return n;
}
