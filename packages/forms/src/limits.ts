// Maximum lengths (characters) per form field. Generous for real input, small enough to keep rows and e-mails sane.
export const MAX_LENGTHS = {
  firstName: 100,
  surname: 100,
  schoolCompany: 200,
  phone: 30,
  email: 254,
  idNo: 50,
  areaYouResideIn: 100,
  enquiryMessage: 5000,
  applicationMessage: 5000,
  vacancy: 100,
  fileName: 200,
} as const;

/** E-mail: text, an @, text, a dot and an ending of 2 to 4 letters (spec section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
/** A vacancy slug as the Studio generates it. */
export const VACANCY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The upload id the server returns: no separators, so it can never name a path. */
export const FILE_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
