/**
 * The site's public origin (e.g. https://www.example.com) for canonical, hreflang, Open Graph and JobPosting URLs.
 * It is the API server's SITE_ORIGIN, read at run time: the server passes it to each render, and the browser takes
 * it from the rendered page's state, so one build serves any origin.
 */
import { createContext, useContext, type ReactNode } from 'react';

const SiteOriginContext = createContext<string | null>(null);

export function SiteOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return (
    <SiteOriginContext.Provider value={origin.replace(/\/$/, '')}>{children}</SiteOriginContext.Provider>
  );
}

export function useSiteOrigin(): string {
  const origin = useContext(SiteOriginContext);
  if (origin === null) throw new Error('useSiteOrigin() outside AppProviders');
  return origin;
}

/** The absolute URL of a path on this site. */
export function useAbsoluteUrl(): (path: string) => string {
  const origin = useSiteOrigin();
  return (path) => `${origin}${path}`;
}
