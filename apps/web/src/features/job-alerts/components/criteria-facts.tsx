import { ALERT_FIELDS, ANY, type AlertChoices } from '@agency/forms';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../../components/ui/link-page.tsx';
import { useLang } from '../../../i18n/use-lang.ts';

/** What an alert asks for, one line per criterion, in the page's language (the subscription form's words). */
export function CriteriaFacts({ criteria, frequency }: AlertChoices) {
  const { t } = useTranslation('alerts');
  const lang = useLang();
  const joiner = lang === 'zh-Hant' ? '、' : ', ';
  const list = (field: 'regions' | 'sectors' | 'employmentTypes') =>
    (criteria[field] ?? [ANY]).map((value) => t(`options.${field}.${value}`)).join(joiner);
  return (
    <FactList
      facts={[
        { label: ALERT_FIELDS.regions.label[lang], value: list('regions') },
        { label: ALERT_FIELDS.sectors.label[lang], value: list('sectors') },
        { label: ALERT_FIELDS.employmentTypes.label[lang], value: list('employmentTypes') },
        { label: ALERT_FIELDS.frequency.label[lang], value: t(`options.frequency.${frequency}`) },
      ]}
    />
  );
}
