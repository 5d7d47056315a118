/**
 * Rich text from the Studio (paragraphs, sub-headings, nested bullet/numbered lists, bold, italic, links) through
 * @portabletext/react. Blocks and decorators use the library's standard elements, the same ones
 * lib/portable-text-html.ts writes for JobPosting; links follow lib/portable-text-links.ts.
 */
import {
  PortableText as PortableTextRenderer,
  type PortableTextComponents,
  type PortableTextProps,
} from '@portabletext/react';
import { linkAttributes, safeHref } from '../../lib/portable-text-links.ts';

const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }) => {
      const href = safeHref((value as { href?: unknown } | undefined)?.href);
      return href ? <a {...linkAttributes(href)}>{children}</a> : <>{children}</>;
    },
  },
};

export function PortableText({ value }: { value: PortableTextProps['value'] | null | undefined }) {
  if (!value) return null;
  // Content types the site does not know (a future block) render nothing rather than a warning.
  return <PortableTextRenderer value={value} components={components} onMissingComponent={false} />;
}
