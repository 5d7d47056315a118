import { useI18n } from '../i18n/i18n.tsx';

export function LangSwitch() {
  const { lang, m, setLang } = useI18n();
  const other = lang === 'en' ? 'zh-Hant' : 'en';
  return (
    <button
      type="button"
      className="link-button"
      lang={other}
      aria-label={m.lang.switchLabel}
      onClick={() => setLang(other)}
    >
      {m.lang.switchTo}
    </button>
  );
}
