/**
 * The one rule for links in rich text, used by both renderers (the page's and JobPosting's HTML): only http(s),
 * mailto and tel links are kept; any other scheme (javascript:, data:, relative paths that could be mistaken
 * for them) is dropped and its text stays as plain text. Web links open in a new tab.
 */
export function safeHref(href: unknown): string | null {
  if (typeof href !== 'string') return null;
  const trimmed = href.trim();
  return /^(https?:\/\/|mailto:|tel:)/i.test(trimmed) ? trimmed : null;
}

export function linkAttributes(href: string): { href: string; rel?: string; target?: string } {
  return /^https?:/i.test(href) ? { href, rel: 'noopener noreferrer', target: '_blank' } : { href };
}
