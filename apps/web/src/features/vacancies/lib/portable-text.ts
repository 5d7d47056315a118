/**
 * A small Portable Text → HTML serialiser for vacancy descriptions. One function serves both the page (the
 * markup is rendered as HTML) and the JobPosting JSON-LD, whose `description` Google wants as HTML. Every
 * text is escaped and only safe link schemes pass, so its output can be trusted as markup.
 */
export interface PortableTextSpan {
  _type: string;
  _key?: string;
  text?: string;
  marks?: string[] | null;
}

export interface PortableTextMarkDef {
  _type: string;
  _key: string;
  href?: string | null;
}

export interface PortableTextBlock {
  _type: string;
  _key?: string;
  style?: string | null;
  listItem?: string | null;
  level?: number | null;
  children?: PortableTextSpan[] | null;
  markDefs?: PortableTextMarkDef[] | null;
}

const blockTags: Record<string, string> = {
  normal: 'p',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  blockquote: 'blockquote',
};
const decoratorTags: Record<string, string> = { strong: 'strong', em: 'em', underline: 'u', code: 'code' };

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Relative, http(s), mailto and tel links only: a `javascript:` href never reaches the page. */
export function safeHref(href: string | null | undefined): string | null {
  if (!href) return null;
  const trimmed = href.trim();
  if (/^(https?:|mailto:|tel:)/i.test(trimmed) || /^[/#]/.test(trimmed)) return trimmed;
  return null;
}

function renderSpan(span: PortableTextSpan, markDefs: PortableTextMarkDef[]): string {
  let html = escapeHtml(span.text ?? '').replace(/\n/g, '<br>');
  for (const mark of span.marks ?? []) {
    const tag = decoratorTags[mark];
    if (tag) {
      html = `<${tag}>${html}</${tag}>`;
      continue;
    }
    const def = markDefs.find((candidate) => candidate._key === mark);
    const href = def?._type === 'link' ? safeHref(def.href) : null;
    if (href) {
      const external = /^https?:/i.test(href) ? ' rel="noopener noreferrer"' : '';
      html = `<a href="${escapeHtml(href)}"${external}>${html}</a>`;
    }
  }
  return html;
}

function renderBlockContent(block: PortableTextBlock): string {
  const markDefs = block.markDefs ?? [];
  return (block.children ?? []).map((span) => renderSpan(span, markDefs)).join('');
}

/** Serialises blocks to HTML; consecutive list items become one `<ul>`/`<ol>`. Unknown block types are skipped. */
export function portableTextToHtml(blocks: readonly PortableTextBlock[] | null | undefined): string {
  const out: string[] = [];
  let openList: string | null = null;
  for (const block of blocks ?? []) {
    if (block._type !== 'block') continue;
    const listTag = block.listItem ? (block.listItem === 'number' ? 'ol' : 'ul') : null;
    if (openList && openList !== listTag) {
      out.push(`</${openList}>`);
      openList = null;
    }
    if (listTag) {
      if (!openList) {
        out.push(`<${listTag}>`);
        openList = listTag;
      }
      out.push(`<li>${renderBlockContent(block)}</li>`);
      continue;
    }
    const tag = blockTags[block.style ?? 'normal'] ?? 'p';
    out.push(`<${tag}>${renderBlockContent(block)}</${tag}>`);
  }
  if (openList) out.push(`</${openList}>`);
  return out.join('');
}

/** Plain text of the blocks (for meta descriptions), paragraphs joined by a space. */
export function portableTextToPlain(blocks: readonly PortableTextBlock[] | null | undefined): string {
  return (blocks ?? [])
    .filter((block) => block._type === 'block')
    .map((block) => (block.children ?? []).map((span) => span.text ?? '').join(''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
