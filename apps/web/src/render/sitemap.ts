/** sitemap.xml (with hreflang alternates) and robots.txt from the prerendered route list. */

export interface SitemapEntry {
  /** Absolute URL of each language version, keyed by hreflang. */
  alternates: Record<string, string>;
  /** The hreflang whose URL this entry is for. */
  lang: string;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderSitemap(entries: SitemapEntry[], defaultLang: string): string {
  const urls = entries.map(({ alternates, lang }) => {
    const links = Object.entries(alternates)
      .map(
        ([hreflang, href]) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
      )
      .concat(
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(alternates[defaultLang] ?? '')}"/>`,
      )
      .join('\n');
    return `  <url>\n    <loc>${escapeXml(alternates[lang] ?? '')}</loc>\n${links}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

export function renderRobots(siteOrigin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteOrigin}/sitemap.xml\n`;
}
