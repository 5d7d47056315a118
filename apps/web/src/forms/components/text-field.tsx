// The phone and e-mail fields of both forms: the shared text field with the site's hints and the right keyboard.
import { TextField, type TextFieldProps } from '@agency/form-ui';
import { useTranslation } from 'react-i18next';

/** Digits only (spec): the numeric keypad on phones, with the format explained. */
export function PhoneField(props: TextFieldProps) {
  const { t } = useTranslation('forms');
  return <TextField type="tel" autoComplete="tel" hint={t('hints.phone')} {...props} />;
}

export function EmailField(props: TextFieldProps) {
  const { t } = useTranslation('forms');
  return (
    <TextField type="email" autoComplete="email" spellCheck={false} hint={t('hints.email')} {...props} />
  );
}
