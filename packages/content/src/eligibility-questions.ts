/**
 * The eligibility checker's questions and their allowed answers (URL parameters of a GET form). Apart from the
 * judge (eligibility.ts), because the site's route table needs the parameter names on every page, and the judge
 * only on the checker's.
 */

/** Each question, its URL parameter and its allowed answers, in the order the page asks them. */
export const eligibilityQuestions = {
  english: ['native-passport', 'native-other', 'other'],
  degree: ['english', 'other', 'none'],
  higherDegree: ['english', 'other', 'none'],
  training: ['pgde-english', 'other', 'none'],
  tefl: ['120-plus', 'under-120', 'none'],
  experience: ['3-plus', '2', '1', '0'],
  start: ['within-3-months', '3-to-6-months', 'later'],
} as const;

export type EligibilityQuestion = keyof typeof eligibilityQuestions;
export type EligibilityAnswers = {
  [Q in EligibilityQuestion]?: (typeof eligibilityQuestions)[Q][number];
};

export const eligibilityQuestionIds = Object.keys(eligibilityQuestions) as EligibilityQuestion[];
