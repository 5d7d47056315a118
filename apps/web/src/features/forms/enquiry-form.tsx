// Placeholder owned by the forms work (issue 5): replaced by the real formik form.
export interface EnquiryFormProps {
  /** Where the form sits: Contact Us or For Your School. */
  source: 'contact-us' | 'for-your-school';
}

export function EnquiryForm({ source }: EnquiryFormProps) {
  return <div data-form="enquiry" data-source={source} />;
}
