/**
 * i18next set up once per language. Each `locales/<lang>/<namespace>.json` is its own small chunk, loaded when a
 * component first asks for its namespace (react-i18next suspends until it arrives), so a page downloads only its own
 * language's texts, and only the namespaces it uses. Adding a namespace is adding two files.
 *
 * Hydration must render exactly what the prerender did: the prerender records which namespaces a page used
 * (`renderInstance`) and the browser loads those before hydrating (`loadNamespaces`).
 * One i18next instance per language: the URL decides the language, and switching language is a navigation, so
 * nothing ever calls changeLanguage.
 */
import { createInstance, type BackendModule, type i18n, type ResourceKey } from 'i18next';
import { createContext, useContext } from 'react';
import { initReactI18next } from 'react-i18next';
import { LANGS, type Lang } from './lang.ts';

const files = import.meta.glob<ResourceKey>('./locales/*/*.json', { import: 'default' });

/** Every namespace there is (the file names of the English folder). */
export const NAMESPACES: readonly string[] = Object.keys(files)
  .map((file) => /\/locales\/en\/([^/]+)\.json$/.exec(file)?.[1])
  .filter((namespace): namespace is string => Boolean(namespace));

const localeFiles: BackendModule = {
  type: 'backend',
  init: () => {},
  read(lang, namespace, callback) {
    const load = files[`./locales/${lang}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No texts for ${lang}/${namespace}`), false);
      return;
    }
    // A file gone after a deploy reloads the page once, like a route chunk (lib/chunk-recovery.ts).
    load().then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

const instances = new Map<Lang, i18n>();

export function i18nFor(lang: Lang): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createInstance();
    void instance
      .use(localeFiles)
      .use(initReactI18next)
      .init({
        lng: lang,
        // No runtime fallback: a page would download the English texts too. Every Chinese file has every English
        // key instead (i18n/locales-complete.test.ts).
        fallbackLng: false,
        supportedLngs: [...LANGS],
        load: 'currentOnly',
        ns: ['common'],
        defaultNS: 'common',
        partialBundledLanguages: true,
        initAsync: false,
        interpolation: { escapeValue: false },
        // Keys are paths (`common:actions.contactUs`), never sentences: named separators spare every `t()` i18next's
        // check for a natural-language key (a regular expression per call, a good part of a server render's `t`).
        keySeparator: '.',
        nsSeparator: ':',
      });
    instances.set(lang, instance);
  }
  return instance;
}

/** Loads namespaces of a language (all of them by default) before rendering them. */
export async function loadNamespaces(lang: Lang, namespaces: readonly string[] = NAMESPACES): Promise<void> {
  const instance = i18nFor(lang);
  if (!instance.isInitialized) {
    await new Promise<void>((resolve) => instance.on('initialized', () => resolve()));
  }
  await instance.loadNamespaces([...namespaces]);
}

/**
 * An i18next instance for one server render: it shares the language's loaded texts (`cloneInstance` shares the
 * resource store) but has its own record of the namespaces the render's components ask for, so renders running
 * at the same moment never mix their records. React components reach it through `I18nForLang` (AppProviders).
 *
 * The record: `useTranslation` calls `i18n.reportNamespaces.addUsedNamespaces(ns)` on every render
 * (react-i18next 18, useTranslation.js), the record react-i18next's own `getInitialProps()` reads for server
 * renders. If a release renames or stops that call, the record comes back empty and i18n.test.tsx fails.
 */
export function renderInstance(lang: Lang): { i18n: i18n; usedNamespaces: () => string[] } {
  const used = new Set<string>();
  const instance = i18nFor(lang).cloneInstance({ initAsync: false }) as i18n & { reportNamespaces?: unknown };
  instance.reportNamespaces = {
    addUsedNamespaces: (namespaces: string[]) => namespaces.forEach((namespace) => used.add(namespace)),
    getUsedNamespaces: () => [...used],
  };
  return { i18n: instance, usedNamespaces: () => [...used].sort() };
}

/** Which i18next instance renders a language: the shared one per language, or a server render's own. */
export const I18nForLang = createContext<(lang: Lang) => i18n>(i18nFor);

/** The i18next instance for a language in this render. */
export function useI18nFor(lang: Lang): i18n {
  return useContext(I18nForLang)(lang);
}
