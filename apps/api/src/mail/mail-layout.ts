/**
 * The one branded layout of every mail the agency sends (acknowledgements, the agency's copy of a submission,
 * job alerts, status mails): an HTML part and a plain-text part built from the same content, so they never say
 * different things.
 *
 * Usage:
 *
 *   const { html, text } = renderMail({
 *     brand,                                   // agencyBrand(...) from ./agency-brand.ts, or your own MailBrand
 *     languages: languageFirst(recipientLang), // the recipient's language first, then the other one
 *     content: (lang) => ({                    // called once per language; return null to leave one out
 *       title: lang === 'en' ? 'We have received your application' : '我們已收到您的申請',
 *       blocks: [
 *         { paragraph: '…' },
 *         { facts: [{ label: 'Reference', value: 'APP-2026-X7K2' }] },
 *         { steps: ['We read every CV …', '…'] },
 *         { button: { label: 'View the vacancy', href: 'https://…' } },
 *       ],
 *     }),
 *   });
 *   transport.sendMail({ from, to, replyTo: brand.replyTo, subject, text, html });
 *
 * Everything given is text: the layout escapes it for HTML (links must be http(s) or mailto:/tel:, anything
 * else is shown as text). No images, no remote fonts, no tracking: the mail reads the same with images off.
 */

export type MailLang = 'en' | 'zh-Hant';
export const MAIL_LANGS: readonly MailLang[] = ['en', 'zh-Hant'];

/** Who sends: shown in the header band and the footer of every mail. */
export interface MailBrand {
  name: Record<MailLang, string>;
  /** The public site, e.g. https://www.example.com (the header links to it). */
  siteUrl: string;
  phone?: string;
  email?: string;
  /** Employment agency licence line, e.g. "EA licence no. 12345" (shown in the footer). */
  licence?: Record<MailLang, string>;
  /** The address people write to about their personal data. */
  privacyEmail?: string;
}

export interface MailFact {
  label: string;
  value: string;
  /** Makes the value a link (http(s):, mailto: or tel:). */
  href?: string;
}

export type MailBlock =
  | { paragraph: string }
  | { heading: string }
  | { facts: MailFact[] }
  | { steps: string[] }
  | { button: { label: string; href: string } }
  /** Links, one a line, whose text says what each does ("Change or pause this alert"); the address in plain text. */
  | { links: { label: string; href: string }[] }
  /** Blocks rendered ahead by renderBlocks, for a part many mails share. */
  | { rendered: RenderedBlocks };

/** Blocks as HTML and as plain text, made once by renderBlocks and reused in as many mails as show them. */
export interface RenderedBlocks {
  readonly html: string;
  readonly text: string;
}

export interface MailContent {
  title: string;
  blocks: MailBlock[];
}

export interface MailInput {
  brand: MailBrand;
  /** Languages in the order they appear; the first is the recipient's. */
  languages: readonly MailLang[];
  content: (lang: MailLang) => MailContent | null;
}

/** The recipient's language first, then the other. */
export function languageFirst(lang: MailLang): MailLang[] {
  return [lang, ...MAIL_LANGS.filter((other) => other !== lang)];
}

/** The language a stored value names ('zh-Hant', 'zh', 'zh-HK' … → Chinese), English otherwise. */
export function mailLang(value: unknown): MailLang {
  return typeof value === 'string' && value.toLowerCase().startsWith('zh') ? 'zh-Hant' : 'en';
}

const COLOURS = {
  brand: '#0b5d7a',
  brandDark: '#073f54',
  text: '#1c2830',
  muted: '#4a5a64',
  line: '#d5e1e6',
  surface: '#f4f8fa',
} as const;

const FOOTER_WORDS = {
  en: { privacy: 'Questions about your personal data', phone: 'Phone', email: 'E-mail' },
  'zh-Hant': { privacy: '個人資料查詢', phone: '電話', email: '電郵' },
} as const;

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function safeHref(href: string): string | null {
  return /^(https?:\/\/|mailto:|tel:)/i.test(href) ? href : null;
}

function link(label: string, href: string | undefined, style = ''): string {
  const target = href ? safeHref(href) : null;
  if (!target) return escapeHtml(label);
  return `<a href="${escapeHtml(target)}" style="color:${COLOURS.brand};${style}">${escapeHtml(label)}</a>`;
}

const para = (html: string) => `<p style="margin:0 0 14px;line-height:1.55">${html}</p>`;
const multiline = (value: string) => escapeHtml(value).replaceAll('\n', '<br>');

function blockHtml(block: MailBlock): string {
  if ('rendered' in block) return block.rendered.html;
  if ('paragraph' in block) return para(multiline(block.paragraph));
  if ('heading' in block)
    return `<h3 style="margin:20px 0 8px;font-size:16px;color:${COLOURS.brandDark}">${escapeHtml(block.heading)}</h3>`;
  if ('facts' in block) {
    const rows = block.facts
      .map(
        (fact) =>
          `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;color:${COLOURS.muted};font-weight:normal;width:38%">${escapeHtml(fact.label)}</th>` +
          `<td style="padding:6px 0;vertical-align:top;word-break:break-word">${fact.href ? link(fact.value, fact.href) : multiline(fact.value)}</td></tr>`,
      )
      .join('');
    return `<table role="presentation" style="border-collapse:collapse;margin:0 0 14px;width:100%;border-top:1px solid ${COLOURS.line};border-bottom:1px solid ${COLOURS.line}">${rows}</table>`;
  }
  if ('links' in block) return para(block.links.map((item) => link(item.label, item.href)).join('<br>'));
  if ('steps' in block)
    return `<ol style="margin:0 0 14px;padding-left:22px;line-height:1.55">${block.steps.map((step) => `<li style="margin:0 0 6px">${escapeHtml(step)}</li>`).join('')}</ol>`;
  const href = safeHref(block.button.href);
  if (!href) return para(escapeHtml(block.button.label));
  return para(
    `<a href="${escapeHtml(href)}" style="display:inline-block;background:${COLOURS.brand};color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:4px;font-weight:bold">${escapeHtml(block.button.label)}</a>`,
  );
}

function blockText(block: MailBlock): string {
  if ('rendered' in block) return block.rendered.text;
  if ('paragraph' in block) return block.paragraph;
  if ('heading' in block) return `${block.heading}\n${'-'.repeat(Math.min(40, block.heading.length * 2))}`;
  if ('facts' in block)
    return block.facts
      .map(
        (fact) =>
          `${fact.label}: ${fact.value}${fact.href && fact.href !== fact.value && !fact.href.startsWith('tel:') && !fact.href.startsWith('mailto:') ? `\n  ${fact.href}` : ''}`,
      )
      .join('\n');
  if ('steps' in block) return block.steps.map((step, index) => `${index + 1}. ${step}`).join('\n');
  if ('links' in block) return block.links.map((item) => `${item.label}: ${item.href}`).join('\n');
  return `${block.button.label}: ${block.button.href}`;
}

/**
 * Renders blocks once for many mails (a digest run's vacancies, the same in thousands of digests): renderMail
 * then copies the finished HTML and text instead of building them again for each mail.
 */
export function renderBlocks(blocks: readonly MailBlock[]): { rendered: RenderedBlocks } {
  return {
    rendered: {
      html: blocks.map(blockHtml).join(''),
      // As renderMail separates blocks: an empty line between them.
      text: blocks.map(blockText).join('\n\n'),
    },
  };
}

function footerLines(brand: MailBrand, lang: MailLang): { label?: string; value: string; href?: string }[] {
  const words = FOOTER_WORDS[lang];
  const lines: { label?: string; value: string; href?: string }[] = [{ value: brand.name[lang] }];
  if (brand.licence) lines.push({ value: brand.licence[lang] });
  if (brand.phone)
    lines.push({ label: words.phone, value: brand.phone, href: `tel:${brand.phone.replace(/[^\d+]/g, '')}` });
  if (brand.email) lines.push({ label: words.email, value: brand.email, href: `mailto:${brand.email}` });
  if (brand.privacyEmail)
    lines.push({ label: words.privacy, value: brand.privacyEmail, href: `mailto:${brand.privacyEmail}` });
  lines.push({ value: brand.siteUrl.replace(/^https?:\/\//, ''), href: brand.siteUrl });
  return lines;
}

/**
 * Joins as a rope: `+` only links strings, and V8 copies the whole once, when the mail is encoded. A join copies
 * every part at each level (a digest's HTML and text were copied three times before they reached the encoder).
 */
const joined = (parts: readonly string[], separator = ''): string =>
  parts.reduce((all, part, index) => (index === 0 ? part : all + separator + part), '');

/** The mail's HTML and plain text. */
export function renderMail(input: MailInput): { html: string; text: string } {
  const { brand } = input;
  const sections = input.languages
    .map((lang) => ({ lang, content: input.content(lang) }))
    .filter((section): section is { lang: MailLang; content: MailContent } => section.content !== null);
  const first = sections[0]?.lang ?? 'en';
  const htmlLang = first === 'zh-Hant' ? 'zh-Hant' : 'en';

  const sectionHtml = joined(
    sections.map(
      ({ lang, content }, index) =>
        `<div lang="${lang}" style="padding:24px 24px 10px;${index > 0 ? `border-top:4px solid ${COLOURS.surface};` : ''}">` +
        `<h2 style="margin:0 0 14px;font-size:20px;line-height:1.3;color:${COLOURS.brandDark}">${escapeHtml(content.title)}</h2>` +
        joined(content.blocks.map(blockHtml)) +
        '</div>',
    ),
  );
  const footerHtml = footerLines(brand, first)
    .map(
      (line) => `<div>${line.label ? `${escapeHtml(line.label)}: ` : ''}${link(line.value, line.href)}</div>`,
    )
    .join('');

  const html =
    `<!doctype html><html lang="${htmlLang}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>${escapeHtml(sections[0]?.content.title ?? brand.name[first])}</title></head>` +
    `<body style="margin:0;padding:0;background:${COLOURS.surface};color:${COLOURS.text};font-family:Arial,'Noto Sans TC','Microsoft JhengHei',sans-serif;font-size:15px">` +
    `<div style="max-width:600px;margin:0 auto;padding:16px 8px">` +
    `<div style="background:${COLOURS.brandDark};padding:16px 24px;border-radius:6px 6px 0 0">` +
    `<a href="${escapeHtml(safeHref(brand.siteUrl) ?? '#')}" style="color:#ffffff;text-decoration:none;font-size:18px;font-weight:bold">${escapeHtml(brand.name[first])}</a></div>` +
    `<div style="background:#ffffff;border:1px solid ${COLOURS.line};border-top:0">${sectionHtml}</div>` +
    `<div style="padding:16px 24px;color:${COLOURS.muted};font-size:13px;line-height:1.6">${footerHtml}</div>` +
    '</div></body></html>';

  const rule = '='.repeat(48);
  const text =
    joined(
      [
        brand.name[first],
        rule,
        ...sections.map(({ content }) =>
          joined([content.title, '', ...content.blocks.map(blockText).flatMap((block) => [block, ''])], '\n'),
        ),
        rule,
        ...footerLines(brand, first).map((line) =>
          line.label ? `${line.label}: ${line.value}` : line.value,
        ),
      ],
      '\n',
    ) + '\n';
  return { html, text };
}
