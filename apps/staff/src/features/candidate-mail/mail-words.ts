// The composer's words in the staff member's language.
import { useI18n } from '../../i18n/i18n.tsx';
import { candidateMailEn } from '../../i18n/candidate-mail-en.ts';
import { candidateMailZhHant } from '../../i18n/candidate-mail-zh-hant.ts';

export function useMailWords() {
  const { lang } = useI18n();
  return lang === 'zh-Hant' ? candidateMailZhHant : candidateMailEn;
}
