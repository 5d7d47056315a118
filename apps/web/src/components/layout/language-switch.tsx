import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { langFromPath, switchLanguageHref } from '../../i18n/lang.ts';

/** Links to the same page in the other language (keeping query and hash). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const target = langFromPath(location.pathname) === 'en' ? 'zh-Hant' : 'en';
  return (
    <Link
      className={className}
      to={switchLanguageHref(location, target)}
      lang={target}
      hrefLang={target}
      data-testid="language-switch"
    >
      <span aria-hidden="true">{t('language.switchTo')}</span>
      <span className="visually-hidden">{t('language.switchToLabel')}</span>
    </Link>
  );
}
