// A digest run composes thousands of mails from the same few vacancies: each vacancy's part is rendered once per
// language and site and shared (decision 047), which the alert bench's memory figures depend on.
import { afterEach, expect, test, vi } from 'vitest';
import * as mailLayout from '../mail/mail-layout.ts';
import { composeDigestMail } from './alert-mails.ts';
import type { AlertVacancy } from './alert-matching.ts';

vi.mock('../mail/mail-layout.ts', { spy: true });
afterEach(() => vi.mocked(mailLayout.renderBlocks).mockClear());

const settings = {
  origin: 'https://www.agency.example.com',
  brand: {
    name: { en: 'Harbourline ESL Recruitment', 'zh-Hant': '海港英語教師招聘' },
    siteUrl: 'https://www.agency.example.com',
  },
};

const vacancy = (slug: string): AlertVacancy => ({
  id: slug,
  slug,
  region: 'hong-kong',
  sector: 'primary',
  employmentType: 'full-time',
  startDate: '2027-01-04',
  title: { en: `Teacher ${slug}`, 'zh-Hant': `教師 ${slug}` },
  salary: { currency: 'HKD', min: 20000, max: 26000 },
});

/** How many times a vacancy's part (its title as heading) was rendered. */
const vacancyRenders = () =>
  vi
    .mocked(mailLayout.renderBlocks)
    .mock.calls.filter(([blocks]) =>
      blocks.some((block) => 'heading' in block && /^(Teacher|教師) /.test(String(block.heading))),
    ).length;

test("a run's digests render each vacancy once per language and share it", () => {
  const run = [vacancy('a'), vacancy('b')];
  const mails = [1, 2, 3].flatMap((digestId) =>
    (['en', 'zh-Hant'] as const).map((lang) =>
      composeDigestMail(settings, { lang, link: `token-${digestId}`, digestId }, run),
    ),
  );
  // Two vacancies in two languages; the other four digests reuse them.
  expect(vacancyRenders()).toBe(4);
  for (const mail of mails) expect(mail.text).toContain(mail.text.includes('教師') ? '教師 b' : 'Teacher b');
  // A vacancy read again (the next run's object) is rendered again: nothing is kept across runs.
  composeDigestMail(settings, { lang: 'en', link: 't', digestId: 4 }, [vacancy('a')]);
  expect(vacancyRenders()).toBe(5);
});
