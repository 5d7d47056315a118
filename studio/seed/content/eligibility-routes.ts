import { str, type SeedDoc } from './helpers.ts';

/**
 * The routes the agency recruits for and what each asks of a teacher, as the eligibility checker judges them.
 * The NET Scheme rules follow EDB's published entry requirements (primary: from the 2025/26 school year); the
 * kindergarten, learning-centre and Macau rules are the agency's own (the site's job terms: a degree, native-
 * speaker English and a TEFL of at least 120 hours). Staff re-check them against the source and update
 * `lastChecked` in the Studio.
 */
const requirement = (
  key: string,
  criterion: string,
  en: string,
  zhHant: string,
  extra: { strength?: 'required' | 'preferred'; teflMinHours?: number; minYears?: number } = {},
) => ({
  _key: key,
  _type: 'eligibilityRequirement',
  criterion,
  strength: extra.strength ?? 'required',
  ...(extra.teflMinHours ? { teflMinHours: extra.teflMinHours } : {}),
  ...(extra.minYears ? { minYears: extra.minYears } : {}),
  rule: str(en, zhHant),
});

const nativeEnglish = requirement(
  'english',
  'englishCompetence',
  'Native-speaker competence in English',
  '具備以英語為母語人士的英語水平',
);
const englishMajor = requirement(
  'english-major',
  'englishMajor',
  "A bachelor's degree majoring in English, or any bachelor's degree plus a higher degree majoring in English",
  '主修英文的學士學位，或任何學士學位另加主修英文的高等學位',
);
const anyDegree = requirement('degree', 'degree', "A bachelor's degree in any subject", '任何學科的學士學位');
const tefl120 = requirement(
  'tefl',
  'tefl',
  'A TEFL/TESL certificate of at least 120 hours',
  '最少 120 小時的 TEFL／TESL 證書',
  { teflMinHours: 120 },
);

const route = (fields: { _id: string; [field: string]: unknown }): SeedDoc => ({
  _type: 'eligibilityRoute',
  _createdAt: '2026-11-25T02:00:00Z',
  _updatedAt: '2026-11-25T02:00:00Z',
  ...fields,
});

export const eligibilityRoutes: SeedDoc[] = [
  route({
    _id: 'eligibility-hong-kong-primary-net',
    name: str('Hong Kong primary schools (NET Scheme)', '香港小學（外籍英語教師計劃）'),
    region: 'hong-kong',
    sectors: ['primary'],
    requirements: [
      nativeEnglish,
      englishMajor,
      requirement(
        'pgde',
        'pgdeEnglish',
        'A PGDE (or equivalent teacher training) majoring in English',
        '主修英文的學位教師教育文憑（PGDE）或同等師資培訓',
      ),
      requirement(
        'tefl',
        'tefl',
        'A TEFL/TESL qualification of at least certificate level',
        '證書程度或以上的 TEFL／TESL 資歷',
      ),
    ],
    sourceTitle: str(
      'Education Bureau: NET Scheme in primary schools, entry requirements from the 2025/26 school year',
      '教育局：小學外籍英語教師計劃（2025/26 學年起的入職要求）',
    ),
    sourceUrl: 'https://www.edb.gov.hk/en/curriculum-development/resource-support/net/index.html',
    lastChecked: '2026-11-25',
    order: 1,
  }),
  route({
    _id: 'eligibility-hong-kong-secondary-net',
    name: str('Hong Kong secondary schools (Enhanced NET Scheme)', '香港中學（加強外籍英語教師計劃）'),
    region: 'hong-kong',
    sectors: ['secondary'],
    requirements: [
      nativeEnglish,
      englishMajor,
      requirement(
        'training',
        'pgdeEnglish',
        'A recognised teacher training qualification (PGDE/PGCE) majoring in English',
        '主修英文的認可師資培訓資歷（PGDE／PGCE）',
      ),
      requirement(
        'tefl',
        'tefl',
        'A TEFL/TESL qualification (preferred)',
        'TEFL／TESL 資歷（優先考慮）',
        { strength: 'preferred' },
      ),
    ],
    sourceTitle: str(
      'Education Bureau: Enhanced NET Scheme in secondary schools, entry requirements',
      '教育局：中學加強外籍英語教師計劃入職要求',
    ),
    sourceUrl: 'https://www.edb.gov.hk/en/curriculum-development/resource-support/net/index.html',
    lastChecked: '2026-11-25',
    order: 2,
  }),
  route({
    _id: 'eligibility-hong-kong-kindergartens',
    name: str('Hong Kong kindergartens', '香港幼稚園'),
    region: 'hong-kong',
    sectors: ['kindergarten'],
    requirements: [nativeEnglish, anyDegree, tefl120],
    sourceTitle: str("The agency's requirements for kindergarten placements", '本機構幼稚園職位的要求'),
    lastChecked: '2026-11-25',
    order: 3,
  }),
  route({
    _id: 'eligibility-learning-centres',
    name: str('Learning centres (Hong Kong)', '學習中心（香港）'),
    region: 'hong-kong',
    sectors: ['learning-centre'],
    requirements: [
      nativeEnglish,
      anyDegree,
      tefl120,
      requirement('experience', 'experience', 'At least a year of teaching experience (preferred)', '最少一年教學經驗（優先考慮）', {
        strength: 'preferred',
        minYears: 1,
      }),
    ],
    sourceTitle: str("The agency's requirements for learning-centre placements", '本機構學習中心職位的要求'),
    lastChecked: '2026-11-25',
    order: 4,
  }),
  route({
    _id: 'eligibility-macau-schools',
    name: str('Macau schools and learning centres', '澳門學校及學習中心'),
    region: 'macau',
    sectors: ['kindergarten', 'primary', 'secondary', 'learning-centre'],
    requirements: [
      nativeEnglish,
      anyDegree,
      tefl120,
      requirement(
        'qualification',
        'teachingQualification',
        'A recognised teaching qualification (preferred by many Macau schools)',
        '認可教師資歷（不少澳門學校優先考慮）',
        { strength: 'preferred' },
      ),
    ],
    sourceTitle: str("The agency's requirements for Macau placements", '本機構澳門職位的要求'),
    lastChecked: '2026-11-25',
    order: 5,
  }),
];
