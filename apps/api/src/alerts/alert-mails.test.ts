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

/** Each link of an HTML part: its text and its address. */
const linksOf = (html: string) =>
  [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, text]) => ({
    text: text!,
    href: href!.replaceAll('&amp;', '&'),
  }));

test('a digest’s links say what they do, the list of all vacancies among them (issue 42)', () => {
  const mail = composeDigestMail(settings, { lang: 'en', link: 'token-1', digestId: 7 }, [vacancy('a')]);
  const links = linksOf(mail.html);
  const linkTo = (text: string) => links.find((link) => link.text === text)?.href;
  expect(linkTo('See this vacancy')).toBe('https://www.agency.example.com/Vacancies/a');
  expect(linkTo('See all open vacancies')).toBe('https://www.agency.example.com/Vacancies');
  expect(linkTo('Change or pause this alert')).toMatch(/\/JobAlerts\/Manage\?t=token-1$/);
  expect(linkTo('Unsubscribe from this alert')).toMatch(/\/JobAlerts\/Unsubscribe\?t=token-1$/);
  expect(linkTo('Yes, it was relevant')).toMatch(/d=7&v=relevant$/);
  expect(linkTo('No, it was not relevant')).toMatch(/d=7&v=not-relevant$/);
  // No link is a bare "Open" or "Tell us" beside a label.
  expect(links.map((link) => link.text)).not.toContain('Open');
  expect(links.map((link) => link.text)).not.toContain('Tell us');
  expect(mail.text).toContain('See all open vacancies: https://www.agency.example.com/Vacancies');

  const zh = composeDigestMail(settings, { lang: 'zh-Hant', link: 't', digestId: 7 }, [vacancy('a')]);
  const zhTexts = linksOf(zh.html).map((link) => link.text);
  expect(zhTexts).toEqual(expect.arrayContaining(['查看此職位', '查看所有職位空缺', '更改或暫停此通知']));
  expect(mail.subject).toBe('Harbourline ESL Recruitment: A new vacancy for your job alert');
  expect(zh.subject).toBe('海港英語教師招聘：1 個新職位符合您的職位通知');
});
