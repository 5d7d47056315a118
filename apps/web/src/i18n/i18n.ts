/**
 * i18next set up once per language. Every `locales/<lang>/<namespace>.json` is bundled (eager glob), so adding a
 * namespace is adding two files. One i18next instance per language: the URL decides the language, and switching
 * language is a navigation, so nothing ever calls changeLanguage.
 */
import { createInstance, type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGS, type Lang } from './lang.ts';

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

export function buildResources(modules: Record<string, Record<string, unknown>> = files): Resource {
  const resources: Resource = {};
  for (const [file, messages] of Object.entries(modules)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match) continue;
    const [, lang = '', namespace = ''] = match;
    resources[lang] = { ...resources[lang], [namespace]: messages };
  }
  return resources;
}

const resources = buildResources();
const instances = new Map<Lang, i18n>();

export function i18nFor(lang: Lang): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: lang,
      // A missing Chinese string falls back to English rather than showing a key.
      fallbackLng: 'en',
      supportedLngs: [...LANGS],
      resources,
      ns: Object.keys(resources.en ?? {}),
      defaultNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    instances.set(lang, instance);
  }
  return instance;
}
