import { useLocation } from 'react-router-dom';
import { langFromPath, localizePath, type Lang } from './lang.ts';

/** The page's language, from its URL. */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

/** Turns a language-neutral site path (`/AboutUs`) into this page's language (`/zh-hant/AboutUs`). */
export function useLocalizePath(): (path: string) => string {
  const lang = useLang();
  return (path) => localizePath(path, lang);
}
