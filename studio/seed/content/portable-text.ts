/**
 * A tiny Markdown subset → Portable Text, so seed copy stays readable:
 * blank-line separated paragraphs, "### " sub-headings, "- " and "1. " list items, **bold** and [links](url).
 * `_key`s are added later by the build.
 */
interface Span {
  _type: 'span';
  text: string;
  marks: string[];
}

function inline(source: string): { children: Span[]; markDefs: { _type: 'link'; _key: string; href: string }[] } {
  const children: Span[] = [];
  const markDefs: { _type: 'link'; _key: string; href: string }[] = [];
  const pattern = /\*\*(.+?)\*\*|\[(.+?)\]\((.+?)\)/g;
  let last = 0;
  for (const match of source.matchAll(pattern)) {
    if (match.index > last) children.push({ _type: 'span', text: source.slice(last, match.index), marks: [] });
    if (match[1] !== undefined) children.push({ _type: 'span', text: match[1], marks: ['strong'] });
    else {
      const key = `link${markDefs.length + 1}`;
      markDefs.push({ _type: 'link', _key: key, href: match[3]! });
      children.push({ _type: 'span', text: match[2]!, marks: [key] });
    }
    last = match.index + match[0].length;
  }
  if (last < source.length || children.length === 0) children.push({ _type: 'span', text: source.slice(last), marks: [] });
  return { children, markDefs };
}

type LineKind = 'h3' | 'bullet' | 'number' | 'normal';

function kindOf(line: string): LineKind {
  if (line.startsWith('### ')) return 'h3';
  if (line.startsWith('- ')) return 'bullet';
  if (/^\d+\. /.test(line)) return 'number';
  return 'normal';
}

/** Each heading line and each list line is a block of its own; consecutive plain lines make one paragraph. */
export function portableText(markdown: string) {
  const blocks: Record<string, unknown>[] = [];
  for (const chunk of markdown.trim().split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    const flushParagraph = () => {
      if (paragraph.length > 0) blocks.push({ _type: 'block', style: 'normal', ...inline(paragraph.join(' ')) });
      paragraph = [];
    };
    for (const line of chunk.split('\n').map((l) => l.trim()).filter(Boolean)) {
      const kind = kindOf(line);
      if (kind === 'normal') {
        paragraph.push(line);
        continue;
      }
      flushParagraph();
      if (kind === 'h3') blocks.push({ _type: 'block', style: 'h3', ...inline(line.slice(4)) });
      else {
        const content = line.replace(/^(- |\d+\. )/, '');
        blocks.push({ _type: 'block', style: 'normal', listItem: kind, level: 1, ...inline(content) });
      }
    }
    flushParagraph();
  }
  return blocks;
}
