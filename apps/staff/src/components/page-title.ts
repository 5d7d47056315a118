import { useEffect } from 'react';
import { useI18n } from '../i18n/i18n.tsx';

/** Sets the document title: "<page> – Staff area". */
export function usePageTitle(title: string): void {
  const { m } = useI18n();
  useEffect(() => {
    document.title = `${title} – ${m.site.title}`;
  }, [title, m]);
}
