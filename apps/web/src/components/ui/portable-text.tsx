/**
 * A small renderer for the content's rich text (paragraphs, h3, bullet/number lists, bold, italic, links) — the
 * subset the Studio's blockContent allows, without shipping @portabletext/react to every page.
 */
import type { ReactNode } from 'react';

interface Span {
  _type: string;
  _key?: string;
  text?: string;
  marks?: string[] | null;
}
interface MarkDef {
  _key: string;
  _type: string;
  href?: string | null;
}
export interface PortableBlock {
  _type: string;
  _key?: string;
  style?: string | null;
  listItem?: string | null;
  level?: number | null;
  children?: Span[] | null;
  markDefs?: MarkDef[] | null;
}

function renderSpan(span: Span, markDefs: MarkDef[], key: string): ReactNode {
  let node: ReactNode = span.text ?? '';
  for (const mark of span.marks ?? []) {
    if (mark === 'strong') node = <strong>{node}</strong>;
    else if (mark === 'em') node = <em>{node}</em>;
    else {
      const def = markDefs.find((candidate) => candidate._key === mark);
      if (def?._type === 'link' && def.href) {
        const external = /^https?:\/\//.test(def.href);
        node = (
          <a href={def.href} {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}>
            {node}
          </a>
        );
      }
    }
  }
  return <span key={key}>{node}</span>;
}

function renderInline(block: PortableBlock): ReactNode[] {
  const markDefs = block.markDefs ?? [];
  return (block.children ?? []).map((span, index) => renderSpan(span, markDefs, span._key ?? String(index)));
}

export function PortableText({ value }: { value: PortableBlock[] | null | undefined }) {
  const out: ReactNode[] = [];
  const blocks = (value ?? []).filter((block) => block._type === 'block');
  for (let index = 0; index < blocks.length; index += 1) {
    const block = blocks[index]!;
    const key = block._key ?? String(index);
    if (block.listItem) {
      // Consecutive items of the same list type form one list.
      const items: PortableBlock[] = [block];
      while (blocks[index + 1]?.listItem === block.listItem) items.push(blocks[(index += 1)]!);
      const List = block.listItem === 'number' ? 'ol' : 'ul';
      out.push(
        <List key={key}>
          {items.map((item, itemIndex) => (
            <li key={item._key ?? itemIndex}>{renderInline(item)}</li>
          ))}
        </List>,
      );
    } else if (block.style === 'h3') {
      out.push(<h3 key={key}>{renderInline(block)}</h3>);
    } else {
      out.push(<p key={key}>{renderInline(block)}</p>);
    }
  }
  return <>{out}</>;
}
