import { use, type ReactNode } from 'react';
import { nearViewport } from '../../lib/near-viewport.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * Around a widget below the first screen whose code is large (a form, the class carousel), inside its `<Suspense>`:
 * when the page is hydrated, the widget's code is not loaded and the server's HTML of it stays as it is until
 * the section `#sectionId` comes within half a screen of the viewport or is scrolled or jumped past
 * (lib/near-viewport.ts), so the first screen becomes interactive sooner. On a client-side
 * navigation it renders at once. (A form stays disabled until hydrated.)
 */
export function HydrateNearViewport({ sectionId, children }: { sectionId: string; children: ReactNode }) {
  // Not yet hydrated, in a browser: React is hydrating it from the server's HTML (a client-side navigation renders
  // it hydrated at once).
  const hydrating = !useHydrated();
  if (hydrating && typeof document !== 'undefined') use(nearViewport(sectionId));
  return children;
}
