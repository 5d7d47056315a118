// The eligibility checker: a teacher answers the questions and sees, per route, whether they qualify and what is
// missing; without JavaScript the form is a GET the server renders the result for. "Apply with these answers" fills
// the application form (a rule edited in the Studio changes the outcome: content-publish.spec.ts).
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForHydration } from './pages-support.ts';
import { inChinese } from './site-support.ts';

const texts = {
  en: {
    path: '/Eligibility',
    english: 'Yes, and I hold a passport from the UK',
    degree: "A bachelor's degree in another subject",
    higherDegree: 'Yes, majoring in English',
    training: 'None yet',
    tefl: 'Yes, under 120 hours',
    show: 'Show my result',
    primary: 'Hong Kong primary schools (NET Scheme)',
    kindergartens: 'Hong Kong kindergartens',
    notYet: 'Does not yet meet',
    meets: 'Meets',
    missingTefl: 'Take the 120-hour TEFL course',
    apply: 'Apply with these answers',
    alertRegion: 'Hong Kong',
    alertSector: 'Kindergarten',
    alertAnyRegion: 'Any region',
  },
  'zh-Hant': {
    path: inChinese('/Eligibility'),
    english: '是，並持有英國',
    degree: '其他學科的學士學位',
    higherDegree: '有，主修英文',
    training: '暫時沒有',
    tefl: '有，少於 120 小時',
    show: '顯示結果',
    primary: '香港小學（外籍英語教師計劃）',
    kindergartens: '香港幼稚園',
    notYet: '暫未符合',
    meets: '符合',
    missingTefl: '報讀 120 小時 TEFL 課程',
    apply: '以這些答案申請',
    alertRegion: '香港',
    alertSector: '幼稚園',
    alertAnyRegion: '任何地區',
  },
} as const;
type Lang = keyof typeof texts;
const langs = Object.keys(texts) as Lang[];

const route = (page: Page, name: string) => page.getByRole('article', { name });

async function answer(page: Page, lang: Lang) {
  const t = texts[lang];
  for (const label of [t.english, t.degree, t.higherDegree, t.training, t.tefl]) {
    await page.getByRole('radio', { name: label }).check();
  }
}

test.describe('without JavaScript', { tag: '@width-independent' }, () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of langs) {
    test(`the server renders the result of the GET form (${lang})`, async ({ page }) => {
      const t = texts[lang];
      await page.goto(t.path);
      await answer(page, lang);
      await page.getByRole('button', { name: t.show }).click();
      await expect(page).toHaveURL(/english=native-passport&degree=other&higherDegree=english&training=none/);
      // English-major higher degree counts, but primary NET needs a PGDE: not yet. Kindergartens need 120 h TEFL.
      await expect(route(page, t.primary).getByText(t.notYet, { exact: true })).toBeVisible();
      await expect(route(page, t.kindergartens).getByText(t.notYet, { exact: true })).toBeVisible();
      await expect(route(page, t.kindergartens).getByRole('link', { name: t.missingTefl })).toBeVisible();
    });
  }

  test('tampered parameters are ignored, never an error', async ({ page }) => {
    const response = await page.goto(
      '/Eligibility?english=%3Cscript%3E&tefl=9999&degree=english&degree=none&x=1',
    );
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('radio', { name: texts.en.english })).not.toBeChecked();
    await expect(page.getByRole('radio', { name: "A bachelor's degree majoring in English" })).toBeChecked();
  });
});

for (const lang of langs) {
  test(`the result follows each answer, and "Apply with these answers" fills the form (${lang})`, async ({
    page,
  }) => {
    const t = texts[lang];
    await page.goto(t.path);
    await waitForHydration(page.getByRole('button', { name: t.show }));
    await answer(page, lang);
    // No submit: the result and the URL follow the answers.
    await expect(route(page, t.primary).getByText(t.notYet, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/tefl=under-120/);
    await page
      .getByRole('radio', { name: lang === 'en' ? 'Yes, 120 hours or more' : '有，120 小時或以上' })
      .check();
    await expect(route(page, t.kindergartens).getByText(t.meets, { exact: true })).toBeVisible();

    expect(await axeViolations(page)).toEqual([]);

    // The job-alert form below starts with the routes met or maybe met (kindergartens, learning centres in HK).
    await page.locator('#job-alert').scrollIntoViewIfNeeded();
    const alert = page.locator('[data-form="alert"]');
    const checkbox = (name: string) => alert.getByRole('checkbox', { name, exact: true });
    await expect(checkbox(t.alertRegion)).toBeChecked();
    await expect(checkbox(t.alertSector)).toBeChecked();
    await expect(checkbox(t.alertAnyRegion)).not.toBeChecked();

    await page.getByRole('link', { name: t.apply }).click();
    await expect(page).toHaveURL(/OurServices_TA\?educationLevel=Master%27s\+degree&teflCertificateHeld=Yes/);
    const form = page.locator('[data-form="application"]');
    await form.scrollIntoViewIfNeeded();
    await expect(form.locator('select[name="education_level"]')).toHaveValue("Master's degree");
    await expect(form.locator('select[name="tefl_certificate_held"]')).toHaveValue('Yes');
    // Only what the answers say for certain: nothing else is filled in.
    await expect(form.locator('select[name="marital_status"]')).toHaveValue('');
  });
}

test(
  '"Start again" clears every answer, the result and the URL',
  { tag: '@width-independent' },
  async ({ page }) => {
    const t = texts.en;
    await page.goto(`${t.path}?english=native-passport&degree=other&tefl=under-120`);
    await waitForHydration(page.getByRole('button', { name: t.show }));
    await expect(page.getByRole('radio', { name: t.english })).toBeChecked();
    await page.getByRole('link', { name: 'Start again' }).click();
    await expect(page).toHaveURL(/\/Eligibility$/);
    await expect(page.getByRole('radio', { name: t.english })).not.toBeChecked();
    await expect(page.getByRole('radio', { name: t.degree })).not.toBeChecked();
    await expect(
      page.getByText('Answer the questions above to see your result for each route.'),
    ).toBeVisible();
    await expect(route(page, t.primary).getByText(t.notYet, { exact: true })).toHaveCount(0);
  },
);
