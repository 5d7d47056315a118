/**
 * Rich text as HTML where markup is needed as a string (JobPosting's `description`), through
 * @portabletext/to-html: the same elements as the page's renderer and the same link rule. Text is escaped.
 */
import { escapeHTML, toHTML, type PortableTextHtmlComponents } from '@portabletext/to-html';
import { linkAttributes, safeHref } from './portable-text-links.ts';

const components: Partial<PortableTextHtmlComponents> = {
  marks: {
    link: ({ value, children }) => {
      const href = safeHref((value as { href?: unknown } | undefined)?.href);
      if (!href) return children;
      const attributes = Object.entries(linkAttributes(href))
        .map(([name, attribute]) => `${name}="${escapeHTML(attribute)}"`)
        .join(' ');
      return `<a ${attributes}>${children}</a>`;
    },
  },
};

type Blocks = Parameters<typeof toHTML>[0];

export function portableTextToHtml(blocks: Blocks | null | undefined): string {
  return blocks ? toHTML(blocks, { components, onMissingComponent: false }) : '';
}
