// Placeholder owned by the forms work (issue 5): replaced by the real formik form.
export interface ApplicationFormProps {
  /** Teach Abroad (no sectors/functions) or Vacancies (sectors, functions, vacancy applied for). */
  variant: 'teach-abroad' | 'vacancies';
  /** Preselects the vacancy when the form sits on a vacancy's own page. */
  vacancy?: { title: string; slug: string };
}

export function ApplicationForm({ variant, vacancy }: ApplicationFormProps) {
  return <div data-form="application" data-variant={variant} data-vacancy={vacancy?.slug} />;
}
