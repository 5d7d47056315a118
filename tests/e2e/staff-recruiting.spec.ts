// Recruiting in the staff area (issue 43), at 1280 and 390 px: two applications from one address are one
// candidate; cards move Applied → Interview (by keyboard and by mouse at desktop width, by the "Move to…" menu on a
// phone, where the board is a list grouped by stage); the applicant's status page then says "Interview"; a bulk
// rejection with a reason ends two cards; the Waiting view lists a candidate past their follow-up date; the board,
// record and Waiting view read in Chinese too; axe finds nothing.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { axeViolations, wcagTags } from '../support/axe.ts';
import { expect, soonIntervals, test } from '../support/fixtures.ts';
import { pdfBytes } from './forms-applicant.ts';
import { readMails } from './forms-mail.ts';
import { waitForHydration } from './pages-support.ts';
import { isPhone } from './site-support.ts';
import { ensureStaffAccount } from './staff-account.ts';
import { sendApplication, signIn } from './staff-journey.ts';

test.describe.configure({ timeout: 150_000 });
test.beforeAll(() => ensureStaffAccount());

const VACANCY = 'kindergarten-english-teacher-tseung-kwan-o';

const expectAxeClean = async (page: Page) =>
  expect(await axeViolations(page, { tags: wcagTags })).toEqual([]);

/** An application to the vacancy, with a CV, as the public form sends it; returns its reference. */
const apply = (request: APIRequestContext, baseURL: string, firstName: string, email: string) =>
  sendApplication(request, baseURL, firstName, pdfBytes(), {
    email,
    sectors: ['Kindergarten'],
    functions: ['Native English teacher'],
    vacancy: VACANCY,
  });

const cardOf = (page: Page, name: string) => page.locator('li.board-card').filter({ hasText: name });
const column = (page: Page, stage: string) => page.getByRole('region', { name: new RegExp(`^${stage} \\(`) });

async function moveByMenu(card: Locator, stage: string) {
  await card.getByText('Move to…').click();
  await card.getByRole('button', { name: `Move to ${stage}` }).click();
}

test('one candidate per address; cards move to Interview, the applicant reads it; bulk rejection; Waiting', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const stamp = `${testInfo.project.name}${Date.now() % 1_000_000}`;
  const [ana, ben, cal] = [`Ana${stamp}`, `Ben${stamp}`, `Cal${stamp}`] as const;
  const anaEmail = `ana.${stamp}@applicant.test`;
  const first = await apply(request, baseURL!, ana, anaEmail);
  const second = await apply(request, baseURL!, ana, anaEmail.toUpperCase());
  const benRef = await apply(request, baseURL!, ben, `ben.${stamp}@applicant.test`);
  const calRef = await apply(request, baseURL!, cal, `cal.${stamp}@applicant.test`);

  await page.goto('/staff');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Enquiries and applications' })).toBeVisible();

  // 1. Two applications from one address (whatever its case) are one candidate with both on the timeline.
  await page.goto(`/staff/candidates?q=${encodeURIComponent(anaEmail)}`);
  await expect(page.getByText('1 candidate', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: `${ana} Taylor` }).click();
  await expect(page.getByRole('heading', { name: `${ana} Taylor`, level: 1 })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByRole('link', { name: new RegExp(first) })).toBeVisible();
  await expect(timeline.getByRole('link', { name: new RegExp(second) })).toBeVisible();
  await expectAxeClean(page);
  // Tagged, so the board can show only this test's candidate: other journeys add cards to the same vacancy, and a
  // long Applied column would put the card to drag below the window.
  const tags = page.getByRole('region', { name: 'Tags' });
  await tags.getByLabel('New tag').fill(stamp);
  await tags.getByRole('button', { name: 'Add tag' }).click();
  await expect(tags.getByRole('button', { name: `Remove tag ${stamp}` })).toBeVisible();

  // 2. The vacancy's board (this candidate's cards): Applied → Interview.
  await page.goto(`/staff/boards/${VACANCY}?tag=${stamp}`);
  const anaCards = cardOf(page, `${ana} Taylor`);
  await expect(anaCards).toHaveCount(2);
  await expect(column(page, 'Applied').locator('li.board-card').filter({ hasText: ana })).toHaveCount(2);
  if (isPhone(testInfo)) {
    // A list grouped by stage: the menu moves a card.
    await moveByMenu(anaCards.first(), 'Interview');
  } else {
    // By keyboard: Space picks the card up, the arrow keys go from stage to stage, Space drops it.
    const handle = anaCards.first().getByRole('button', { name: `Drag ${ana} Taylor to another stage` });
    // Each step waits for the board to show it (the card picked up, the column it is over), so no key falls
    // between two moves.
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(column(page, 'Screening')).toHaveClass(/is-over/);
    await page.keyboard.press('ArrowRight');
    await expect(column(page, 'Interview')).toHaveClass(/is-over/);
    await page.keyboard.press('Space');
    await expect(column(page, 'Interview').locator('li.board-card').filter({ hasText: ana })).toHaveCount(1);
    // The move is saved when the board offers the interview invitation (a line above the columns, which moves
    // them down: measured below only once it is there).
    await expect(
      page.getByRole('link', { name: `Send ${ana} Taylor the interview invitation` }),
    ).toBeVisible();
    // By mouse: the other card dragged onto the Interview column.
    const other = column(page, 'Applied')
      .locator('li.board-card')
      .filter({ hasText: ana })
      .getByRole('button', { name: /^Drag / });
    // Both columns on screen (a column scrolled out of the window would take no drop): a tall window for the drag.
    await page.setViewportSize({ width: 1280, height: 1600 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const from = (await other.boundingBox())!;
    const to = (await column(page, 'Interview').boundingBox())!;
    const [x, y] = [from.x + from.width / 2, from.y + from.height / 2];
    // Across to the Interview column at the same height (kept inside the column, which may be short).
    const dropY = Math.min(Math.max(y, to.y + 20), to.y + to.height - 20);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 10, y + 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, dropY, { steps: 15 });
    await page.mouse.up();
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  const interview = column(page, 'Interview').locator('li.board-card').filter({ hasText: ana });
  await expect(interview).toHaveCount(isPhone(testInfo) ? 1 : 2);
  await expectAxeClean(page);
  // Saved: the board read again shows the same.
  await page.reload();
  await expect(column(page, 'Interview').locator('li.board-card').filter({ hasText: ana })).toHaveCount(
    isPhone(testInfo) ? 1 : 2,
  );

  // 3. The applicant's status page says "Interview".
  const applicant = await page.context().browser()!.newPage();
  await applicant.goto(`${baseURL}/ApplicationStatus`);
  const email = applicant.getByLabel('Email', { exact: true });
  await waitForHydration(email);
  // (Also the time a person takes: a form sent within half a second of its start is refused as a robot's.)
  await expectAxeClean(applicant);
  await email.fill(anaEmail);
  await applicant.getByRole('button', { name: 'E-mail me a link' }).click();
  await expect(applicant.getByRole('dialog', { name: 'Check your inbox' })).toBeVisible();
  let link: string | undefined;
  await expect
    .poll(
      async () =>
        // The second application gave the address in capitals: the link goes to the address as last given.
        (link = (await readMails())
          .filter((mail) => mail.to.some((to) => to.toLowerCase() === anaEmail))
          .map((mail) => /https?:\/\/\S+\/ApplicationStatus\/Open\?t=[\w-]{43}/.exec(mail.text)?.[0])
          .find(Boolean)),
      { timeout: 15_000, intervals: soonIntervals },
    )
    .toBeTruthy();
  const open = new URL(link!);
  await applicant.goto(`${baseURL}${open.pathname}${open.search}`);
  await applicant.getByRole('button', { name: 'Show my applications' }).click();
  const statuses = await Promise.all(
    [first, second].map((reference) =>
      applicant.locator(`[data-reference="${reference}"] [data-status]`).textContent(),
    ),
  );
  expect(statuses).toContain('Interview');
  await applicant.close();

  // 4. A bulk rejection with a reason ends two cards: they leave the board.
  await page.goto(`/staff/boards/${VACANCY}`);
  for (const name of [ben, cal])
    await cardOf(page, `${name} Taylor`)
      .getByRole('checkbox', { name: `Select ${name} Taylor` })
      .check();
  await page.getByRole('button', { name: 'Reject selected…' }).click();
  const dialog = page.getByRole('dialog', { name: /^Reject 2 candidates/ });
  await dialog.getByLabel('Reason').selectOption({ label: 'Position filled' });
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(page.getByText('Done for 2.')).toBeVisible();
  await expect(cardOf(page, `${ben} Taylor`)).toHaveCount(0);
  await expect(cardOf(page, `${cal} Taylor`)).toHaveCount(0);
  const rejected = await page.request.get(`/api/staff/submissions/${benRef}`);
  expect(((await rejected.json()) as { status: string }).status).toBe('rejected');
  expect(calRef).toBeTruthy();

  // 5. A follow-up date of today: the Waiting view lists the candidate.
  await page.goto(`/staff/candidates?q=${encodeURIComponent(anaEmail)}`);
  await page.getByRole('link', { name: `${ana} Taylor` }).click();
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  await page.getByLabel('Follow up on').fill(today);
  await page.getByRole('button', { name: 'Save date' }).click();
  await expect(page.getByText('Follow-up date saved.')).toBeVisible();
  await page.goto('/staff/waiting');
  await expect(page.getByRole('link', { name: `${ana} Taylor` })).toBeVisible();
  await expectAxeClean(page);

  // 6. In Chinese: the board, the Waiting view and the record, with axe.
  await page.getByRole('button', { name: '切換至中文' }).click();
  await expect(page.getByRole('heading', { name: '待跟進', level: 1 })).toBeVisible();
  await expectAxeClean(page);
  await page.goto(`/staff/boards/${VACANCY}`);
  await expect(page.getByRole('region', { name: /^面試（/ })).toBeVisible();
  await expectAxeClean(page);
});
