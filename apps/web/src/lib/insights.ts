/**
 * Insights without cookies (decision 071), the browser's part. The server counts every page it renders; this
 * tells it what it cannot see: pages reached by the router's own navigation, an application started (first field
 * changed), a draft saved, a job alert confirmed, an eligibility check. The landing's source (utm_source, the
 * referring site, or "(direct)") is read once when the page loads and kept in this module only, never in
 * cookies, localStorage or sessionStorage: it goes with these events and with the forms, and is gone with the tab.
 * Nothing is sent when the browser asks not to be tracked (Global Privacy Control, Do Not Track) or in preview.
 */
export type InsightsEvent = 'view' | 'started' | 'draft' | 'alert' | 'eligibility';

export interface LandingSource {
  source: string;
  medium: string | null;
  campaign: string | null;
}

const EVENT_PATH = '/api/insights/event';

let landing: LandingSource | null = null;
let enabled = false;

/** The landing's source from the first URL and the referrer (as the server reads it: api/src/insights/sightings.ts). */
export function landingOf(
  location: Pick<Location, 'search' | 'host'>,
  referrer: string,
): LandingSource | null {
  const params = new URLSearchParams(location.search);
  const source = params.get('utm_source')?.trim();
  if (source) return { source, medium: params.get('utm_medium'), campaign: params.get('utm_campaign') };
  if (!referrer) return { source: '(direct)', medium: null, campaign: null };
  try {
    const host = new URL(referrer).host.toLowerCase();
    return host === location.host.toLowerCase()
      ? null
      : { source: host.replace(/^www\./, ''), medium: null, campaign: null };
  } catch {
    return null;
  }
}

const asksNotToBeTracked = () =>
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true ||
  navigator.doNotTrack === '1';

interface NavigatingRouter {
  subscribe(
    listener: (state: { navigation: { state: string }; location: { pathname: string } }) => void,
  ): unknown;
}

/** Reads the landing and follows the router's navigations (the first page was counted by the server). */
export function startInsights(router: NavigatingRouter, { preview = false } = {}) {
  enabled = !preview && !asksNotToBeTracked();
  if (!enabled) return;
  landing = landingOf(window.location, document.referrer);
  let shown = window.location.pathname;
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.pathname === shown) return;
    shown = state.location.pathname;
    sendInsightsEvent('view', shown);
  });
}

/** The landing's source, sent with a form (FormMeta.landing), or undefined when there is none. */
export const landingSource = (): LandingSource | undefined => landing ?? undefined;

/**
 * Tells the server of an event on a page (the current one by default); never waits, never fails the page. A page
 * reached inside the site has no source of its own, so a view goes without the landing.
 */
export function sendInsightsEvent(kind: InsightsEvent, path = window.location.pathname) {
  if (!enabled) return;
  void fetch(EVENT_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind, path, ...(landing && kind !== 'view' ? { landing } : {}) }),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => {});
}
