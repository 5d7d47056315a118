// What applicants read about their submissions (issue 30 item 2): staff statuses mapped to applicant words, in
// their language. Staff notes and names never reach these pages; an interview is "shortlisted" to the applicant.
import type { SubmissionKind } from '../database/tables.ts';

export const APPLICANT_STATUSES = [
  'received',
  'in-review',
  'shortlisted',
  'not-taken-forward',
  'placed',
  'withdrawn',
  'replied',
  'closed',
] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];

const APPLICATION: Record<string, ApplicantStatus> = {
  new: 'received',
  'in-review': 'in-review',
  shortlisted: 'shortlisted',
  interview: 'shortlisted',
  placed: 'placed',
  unsuccessful: 'not-taken-forward',
  withdrawn: 'withdrawn',
};
const ENQUIRY: Record<string, ApplicantStatus> = { new: 'received', replied: 'replied', closed: 'closed' };

/** The applicant's word for a staff status; a status added later reads "in review" until it is mapped here. */
export function applicantStatus(kind: SubmissionKind, staffStatus: string): ApplicantStatus {
  return (kind === 'application' ? APPLICATION : ENQUIRY)[staffStatus] ?? 'in-review';
}

export const STATUS_WORDS: Record<'en' | 'zh-Hant', Record<ApplicantStatus, string>> = {
  en: {
    received: 'Received',
    'in-review': 'In review',
    shortlisted: 'Shortlisted: we will contact you',
    'not-taken-forward': 'Not taken forward',
    placed: 'Placed',
    withdrawn: 'Withdrawn',
    replied: 'We have replied',
    closed: 'Closed',
  },
  'zh-Hant': {
    received: '已收到',
    'in-review': '審閱中',
    shortlisted: '已入選：我們會與您聯絡',
    'not-taken-forward': '未獲進一步考慮',
    placed: '已獲聘用',
    withdrawn: '已撤回',
    replied: '我們已回覆',
    closed: '已結束',
  },
};
