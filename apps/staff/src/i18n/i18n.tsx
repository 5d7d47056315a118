// English and Traditional Chinese for the staff area: the chosen language is remembered in this browser.
import { FormTextsProvider } from '@agency/form-ui';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { en, type Messages } from './en.ts';
import { zhHant } from './zh-hant.ts';

export type Lang = 'en' | 'zh-Hant';
const MESSAGES: Record<Lang, Messages> = { en, 'zh-Hant': zhHant };
const STORAGE_KEY = 'staff-lang';

/** Fills {name} placeholders. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));

function initialLang(): Lang {
  const saved = localStorage.getItem(STORAGE_KEY);
  if (saved === 'en' || saved === 'zh-Hant') return saved;
  return navigator.language.toLowerCase().startsWith('zh') ? 'zh-Hant' : 'en';
}

interface I18n {
  lang: Lang;
  m: Messages;
  setLang: (lang: Lang) => void;
  /** A time as the agency reads it: Hong Kong time. */
  dateTime: (ms: number) => string;
  date: (ms: number) => string;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(initialLang);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const value = useMemo<I18n>(() => {
    const locale = lang === 'en' ? 'en-GB' : 'zh-HK';
    const dateTime = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Hong_Kong',
    });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Hong_Kong' });
    return {
      lang,
      m: MESSAGES[lang],
      setLang: (next) => {
        localStorage.setItem(STORAGE_KEY, next);
        setLangState(next);
      },
      dateTime: (ms) => dateTime.format(ms),
      date: (ms) => date.format(ms),
    };
  }, [lang]);
  const formTexts = useMemo(
    () => ({
      summaryTitle: value.m.errors.summary,
      errorPrefix: value.m.errors.prefix,
      choose: value.m.errors.choose,
    }),
    [value],
  );
  return (
    <I18nContext.Provider value={value}>
      <FormTextsProvider value={formTexts}>{children}</FormTextsProvider>
    </I18nContext.Provider>
  );
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
