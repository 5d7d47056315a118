/**
 * The seed's placeholder licence ("0000 (example)"): a site that still shows it advertises jobs without a real
 * employment agency licence number, which Hong Kong law requires. The Studio marks the field and a production
 * start logs a warning (issue 42); both ask this one question.
 */
export function isExampleLicence(value: string | null | undefined): boolean {
  if (!value) return false;
  return /example/i.test(value) || /^0+$/.test(value.replace(/\D/g, ''));
}
