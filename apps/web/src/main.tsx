/**
 * Browser entry: small on purpose. It arranges for the full stylesheet (linked for print so it never holds the first
 * paint: render/critical-css.ts) to be switched on at the visitor's first use of the page, starts the scroll
 * reveal, and loads the app (app/start.tsx: React, the router, react-query, i18next) only once the page's LCP image
 * has painted, so on a slow connection the hero image does not share the bandwidth with the app's ~120 KB of
 * JavaScript (decision 016). The server-rendered page is complete and its links work meanwhile.
 */
import { startReveal } from './components/ui/reveal.ts';
import { afterFirstScreen } from './lib/after-first-screen.ts';
import { enableFullStylesheetsOnFirstUse } from './lib/full-stylesheets.ts';
import { loadChunk } from './lib/chunk-recovery.ts';
import { numberHistoryEntry } from './lib/history-entry.ts';

enableFullStylesheetsOnFirstUse(document);
startReveal();

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// If the app's code cannot load even after the automatic reload, the server-rendered HTML stays: full content,
// working plain links.
afterFirstScreen(document)
  // React DOM and the app are fetched together but are separate module graphs (the app's start receives React DOM),
  // so the browser evaluates each as it arrives: two shorter tasks instead of one long one.
  .then(() => {
    // While the code downloads, in a task of its own: the router's first write to the history entry.
    setTimeout(() => numberHistoryEntry(), 0);
    return Promise.all([
      loadChunk(() => import('./app/start.tsx')),
      loadChunk(() => import('react-dom/client')),
    ]);
  })
  // Evaluating modules is a long task already: starting the app in a task of its own keeps both shorter.
  .then(async ([{ start }, reactDom]) => {
    await nextTask();
    return start(reactDom);
  })
  .catch(() => {});
