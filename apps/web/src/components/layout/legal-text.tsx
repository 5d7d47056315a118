/**
 * The footer's Privacy Statement or Terms of Use, in a closed <details> on every page. The server renders it from
 * legalTextsQuery, and the page's HTML does not carry that data a second time for hydration (issue 14: ~1.2 KB
 * gzip on every page). The browser keeps the text the server rendered as it is (the same HTML, so hydration
 * matches); only in the other language, after a language switch, does it load and render the text itself.
 */
import { localize, type Lang, type LegalTextsQueryResult } from '@agency/content';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLang } from '../../i18n/use-lang.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { legalTextsOptions } from '../../lib/site-queries.ts';

// The renderer (@portabletext/react) is needed only after a language switch, never in a page's first load.
const PortableText = lazyComponent(() => import('../ui/portable-text.tsx').then((m) => m.PortableText));

type LegalTextField = keyof NonNullable<LegalTextsQueryResult>;

/** This document's language and each text as the server rendered it, read before React first changes the page. */
let documentLang: string | undefined;
const renderedHtml = new Map<string, string | null>();

function serverRenderedHtml(id: string, lang: Lang): string | undefined {
  if (typeof document === 'undefined') return undefined;
  documentLang ??= document.documentElement.lang;
  if (!renderedHtml.has(id)) renderedHtml.set(id, document.getElementById(id)?.innerHTML ?? null);
  return documentLang === lang ? (renderedHtml.get(id) ?? undefined) : undefined;
}

/** Suspends while a text it must load itself loads: place it in a <Suspense> boundary. */
export function LegalText({ id, field }: { id: string; field: LegalTextField }) {
  const lang = useLang();
  const html = serverRenderedHtml(id, lang);
  if (html === undefined) return <LoadedLegalText id={id} field={field} lang={lang} />;
  return <div id={id} className="prose" dangerouslySetInnerHTML={{ __html: html }} />;
}

function LoadedLegalText({ id, field, lang }: { id: string; field: LegalTextField; lang: Lang }) {
  const { data } = useSuspenseQuery(legalTextsOptions(lang));
  return (
    <div id={id} className="prose">
      <PortableText value={localize(data?.[field], lang)} />
    </div>
  );
}
