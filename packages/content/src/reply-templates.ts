/**
 * The reply templates' vocabulary (issue 44, decision 073), defined once: what a template is for (the staff
 * area's composer offers the right one: a card moved to Interview → the interview invitation, a rejection →
 * not progressed) and the placeholders a template may use, filled by the API when staff send the mail. The
 * Studio's `replyTemplate` schema lists them; `@agency/forms/candidate-mail` fills them.
 */
export const REPLY_TEMPLATE_PURPOSES = [
  'screening-call',
  'interview-invitation',
  'more-documents',
  'offer',
  'not-progressed',
] as const;
export type ReplyTemplatePurpose = (typeof REPLY_TEMPLATE_PURPOSES)[number];

export const REPLY_TEMPLATE_PURPOSE_TITLES: Record<ReplyTemplatePurpose, string> = {
  'screening-call': 'Screening call invitation',
  'interview-invitation': 'Interview invitation',
  'more-documents': 'More documents needed',
  offer: 'Offer',
  'not-progressed': 'Not progressed',
};

/** The placeholders, written `{firstName}` in a subject or body, and what fills each. */
export const MAIL_PLACEHOLDERS = {
  firstName: "the candidate's first name",
  vacancyTitle: "the vacancy's title, in the mail's language",
  schoolRegion: "the vacancy's region (Hong Kong / 香港, Macau / 澳門)",
  interviewTime: 'what staff type as the interview time when they send',
  staffName: 'the name of the staff member who sends it',
} as const;
export type MailPlaceholder = keyof typeof MAIL_PLACEHOLDERS;
