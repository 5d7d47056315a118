// What counting keeps of a request on the hot path is a Sighting: the few header strings as they came, parsed only
// when the buffer is written (insights-buffer.ts), so a page view costs an array push. The address and user agent
// live in memory until then (seconds) and are never written: only the day's visitor HMAC is.
import { eligibilityQuestionIds } from '@agency/content/eligibility-questions';
import type { InsightsEventsTable, InsightsKind, LandingSource } from '../database/insights-tables.ts';
import { notCounted, type RequestFacts } from './who-counts.ts';

export interface Sighting {
  at: number;
  client: string;
  /** The Host the request was made to: part of the visitor's HMAC, and what tells a referrer inside the site. */
  site: string;
  facts: RequestFacts;
  kind: InsightsKind;
  /** A page view's URL (its utm_* read, then the query dropped); an event's page path. */
  url: string;
  referer: string | undefined;
  /** An event's landing source, as the browser carried it (page views find theirs in the URL). */
  landing?: LandingSource | null;
  vacancy?: string | null;
}

export type EventRow = Omit<InsightsEventsTable, 'id' | 'visitor'>;

const MAX_TEXT = 100;
const MAX_PATH = 200;
// eslint-disable-next-line no-control-regex -- control characters are what is removed
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** A utm value or a carried source as kept: no control characters, trimmed, at most 100 characters; null if empty. */
export function cleanText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(CONTROL, '').trim().slice(0, MAX_TEXT);
  return text || null;
}

/** A landing source from untrusted input (utm_* parameters, an event's or a form's fields); null without a source. */
export function landingFrom(value: {
  source?: unknown;
  medium?: unknown;
  campaign?: unknown;
}): LandingSource | null {
  const source = cleanText(value.source);
  return source ? { source, medium: cleanText(value.medium), campaign: cleanText(value.campaign) } : null;
}

const ZH_PREFIX = /^\/zh-hant(?=\/|$)/i;

/** A page path's language and vacancy (`/Vacancies/<slug>`, in either language). */
export function pageFacts(path: string): { lang: string; vacancy: string | null; inner: string } {
  const lang = ZH_PREFIX.test(path) ? 'zh-Hant' : 'en';
  const inner = path.replace(ZH_PREFIX, '') || '/';
  const slug = /^\/Vacancies\/([^/]+)\/?$/.exec(inner)?.[1];
  return { lang, vacancy: slug ? decodedSlug(slug) : null, inner };
}

function decodedSlug(slug: string): string | null {
  try {
    return cleanText(decodeURIComponent(slug));
  } catch {
    return null;
  }
}

/** The referring site's host, or null for none or a page of this site. */
function referrerHost(referer: string | undefined, site: string): string | null | 'inside' {
  if (!referer) return null;
  try {
    const host = new URL(referer).host.toLowerCase();
    return host === site.toLowerCase() ? 'inside' : host.replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** The rows a sighting is counted as (none when it is not counted): a page view may also be an eligibility check. */
export function rowsOf(sighting: Sighting, day: string): EventRow[] {
  if (notCounted(sighting.facts)) return [];
  const [rawPath = '/', search = ''] = sighting.url.split(/\?(.*)/s);
  const path = rawPath.slice(0, MAX_PATH);
  const { lang, vacancy, inner } = pageFacts(path);
  const base = { at: sighting.at, day, path, lang, vacancy: sighting.vacancy ?? vacancy };
  if (sighting.kind !== 'view' || sighting.landing !== undefined) {
    const landing = sighting.landing ?? null;
    return [{ ...base, kind: sighting.kind, referrer: null, ...sourceColumns(landing) }];
  }
  const params = new URLSearchParams(search);
  const host = referrerHost(sighting.referer, sighting.site);
  const utm = landingFrom({
    source: params.get('utm_source'),
    medium: params.get('utm_medium'),
    campaign: params.get('utm_campaign'),
  });
  // A landing: utm_source, else the referring site, else "(direct)"; a page reached from inside the site has none.
  const landing =
    utm ?? (host === 'inside' ? null : { source: host ?? '(direct)', medium: null, campaign: null });
  const referrer = host === 'inside' ? null : host;
  const view: EventRow = { ...base, kind: 'view', referrer, ...sourceColumns(landing) };
  // Without JavaScript the eligibility checker is a GET form: its result page is the check.
  const checked = inner === '/Eligibility' && eligibilityQuestionIds.some((id) => params.has(id));
  return checked ? [view, { ...view, kind: 'eligibility', referrer: null }] : [view];
}

const sourceColumns = (landing: LandingSource | null) => ({
  source: landing?.source ?? null,
  medium: landing?.medium ?? null,
  campaign: landing?.campaign ?? null,
});
