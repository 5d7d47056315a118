/**
 * Extended Playwright test: every page load is watched, and a console error, an uncaught page error
 * or a failed request fails the test that caused it.
 */
import { appendFileSync } from 'node:fs';
import { test as base, expect } from '@playwright/test';

/** The e2e bench (tests/bench-e2e.ts) counts the documents the browser loads: one line per load, in this file. */
const pageLoadLog = process.env.E2E_PAGE_LOAD_LOG;

export interface PageProblems {
  problems: string[];
  /** Request URLs (substring match) that a test expects to fail, e.g. a deliberately missing page. */
  allowFailure: (urlPart: string) => void;
}

export const test = base.extend<{ pageProblems: PageProblems }>({
  pageProblems: [
    async ({ page, javaScriptEnabled }, use, testInfo) => {
      if (pageLoadLog) {
        const logLoad = () => appendFileSync(pageLoadLog, `${testInfo.titlePath.join(' > ')}\n`);
        page.on('load', logLoad);
        page.context().on('page', (opened) => opened.on('load', logLoad));
      }
      const problems: string[] = [];
      const allowed: string[] = [];
      const isAllowed = (url: string) => allowed.some((part) => url.includes(part));
      // Chromium's headless shell has no PDF viewer: a PDF shown in a frame (a CV's preview) arrives, then its load
      // is cancelled as a download. The answer itself is checked (below, and by the API's tests).
      const pdfFrames = new Set<string>();
      page.on('console', (message) => {
        if (message.type() === 'error' && !isAllowed(message.location().url)) {
          problems.push(`console error: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) => {
        const error = request.failure()?.errorText ?? '';
        // The browser cancels an image load when the <img> changes source or leaves the page (the lightbox moving
        // on, a srcset picking another width), and a lazy chunk's load when the page is left before it arrived (a
        // form loaded when the browser is idle): that is the page working, not a failed request. A missing file
        // is still a 404 below.
        // Likewise a staff page's API read still on its way when the test goes to the next page.
        if (error === 'net::ERR_ABORTED' && ['image', 'script', 'fetch'].includes(request.resourceType()))
          return;
        // With scripts off, the browser refuses the page's module preloads (reported as "csp"): nothing runs them.
        if (!javaScriptEnabled && error === 'csp' && request.resourceType() === 'script') return;
        // The same for the favicon, which the browser fetches on its own (resource type "other") after a load.
        if (error === 'net::ERR_ABORTED' && /\/favicon[^/]*$/.test(new URL(request.url()).pathname)) return;
        if (error === 'net::ERR_ABORTED' && pdfFrames.has(request.url())) return;
        if (!isAllowed(request.url())) problems.push(`request failed: ${request.url()} (${error})`);
      });
      page.on('response', (response) => {
        const request = response.request();
        if (
          request.resourceType() === 'document' &&
          request.frame().parentFrame() !== null &&
          response.headers()['content-type'] === 'application/pdf'
        )
          pdfFrames.add(response.url());
        if (response.status() >= 400 && !isAllowed(response.url())) {
          problems.push(`HTTP ${response.status()}: ${response.url()}`);
        }
      });
      await use({ problems, allowFailure: (part) => allowed.push(part) });
      expect(problems, 'the page had console errors or failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Poll intervals for states that arrive within a fraction of a second (hydration, a mail from the outbox):
 * `expect.poll`'s default (100, 250, 500, then every 1,000 ms) finds such a state up to half a second late.
 */
export const soonIntervals = [50, 100, 200];
