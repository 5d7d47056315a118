/**
 * Browser entry, small on purpose. The server-rendered page is complete (links work, forms post) before any of this
 * runs. The entry switches the full stylesheet on once it has loaded, starts the scroll reveal, and starts the app
 * (app/start.tsx: React, the router, react-query, i18next) at the first idle moment after the window's `load` event:
 * the first screen's images have arrived and, as a rule, been painted by then, so on a slow connection they never
 * share the bandwidth with the app's JavaScript (decision 051).
 */
import { startReveal } from './components/ui/reveal.ts';
import { loadChunk } from './lib/chunk-recovery.ts';
import { enableFullStylesheets } from './lib/full-stylesheets.ts';
import { nextTask } from './lib/next-task.ts';

enableFullStylesheets(document);
startReveal();

function startApp() {
  // React DOM is evaluated first, then the app's code, then the app starts: three shorter tasks instead of one long
  // one, so the page answers a tap in between. If the app's code cannot load even after the automatic reload, the
  // server-rendered page stays.
  loadChunk(() => import('react-dom/client'))
    .then(() => loadChunk(() => import('./app/start.tsx')))
    .then(nextTask)
    .then(({ start }) => start())
    .catch(() => {});
}

// `requestIdleCallback` runs once the browser has rendered the frame the loaded images needed; where it is missing
// (Safari), a plain task after `load` does. The timeout starts the app on a page that is never idle.
function startWhenIdle() {
  if ('requestIdleCallback' in window) requestIdleCallback(startApp, { timeout: 1000 });
  else setTimeout(startApp, 0);
}

if (document.readyState === 'complete') startWhenIdle();
else window.addEventListener('load', startWhenIdle, { once: true });
