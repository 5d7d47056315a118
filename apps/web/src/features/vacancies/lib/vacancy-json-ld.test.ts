import { expect, test } from 'vitest';
import { vacancyJobPosting, type Vacancy } from './vacancy-json-ld.ts';

const vacancy = {
  _id: 'v1',
  region: 'macau',
  startDate: '2025-09-04',
  title: { en: 'English Tutor', zhHant: '英語導師' },
  slug: 'english-tutor',
  sector: 'learning-centre',
  role: { en: 'Tutor', zhHant: '導師' },
  summary: { en: 'Small groups.', zhHant: '小組教學。' },
  salary: { currency: 'MOP', min: 21000, max: 22000 },
  weeklyTeachingHours: 28,
  employmentType: 'contract',
  closingDate: '2025-08-01',
  _createdAt: '2025-06-30T08:00:00Z',
  description: {
    en: [
      {
        _type: 'block',
        style: 'normal',
        children: [{ _type: 'span', text: 'Teach.', marks: [] }],
        markDefs: [],
      },
    ],
    zhHant: [
      {
        _type: 'block',
        style: 'normal',
        children: [{ _type: 'span', text: '教學。', marks: [] }],
        markDefs: [],
      },
    ],
  },
  filled: false,
} as unknown as Vacancy;

const organization = { name: 'Agency', url: 'https://agency.example/' };

test('maps a vacancy to a JobPosting in the page language', () => {
  const english = vacancyJobPosting(
    vacancy,
    'en',
    'https://agency.example/Vacancies/english-tutor',
    organization,
  );
  expect(english).toMatchObject({
    title: 'English Tutor',
    description: '<p>Teach.</p>',
    employmentType: 'CONTRACTOR',
    validThrough: '2025-08-01T23:59:59+08:00',
    jobLocation: { address: { addressCountry: 'MO' } },
    baseSalary: { currency: 'MOP', value: { minValue: 21000, maxValue: 22000, unitText: 'MONTH' } },
    directApply: true,
  });
  const chinese = vacancyJobPosting(
    vacancy,
    'zh-Hant',
    'https://agency.example/zh-hant/Vacancies/english-tutor',
    organization,
  );
  expect(chinese.title).toBe('英語導師');
  expect(chinese.description).toBe('<p>教學。</p>');
});

test('datePosted is when the vacancy was created in the Studio, not its start date', () => {
  expect(vacancyJobPosting(vacancy, 'en', 'u', organization).datePosted).toBe('2025-06-30T08:00:00Z');
});
