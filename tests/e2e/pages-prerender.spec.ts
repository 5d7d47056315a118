// The prerendered HTML of every WEB-PAGES page (fetched without JavaScript) holds the page's main content.
import { expect, test } from '../support/fixtures.ts';

const expectations: { path: string; texts: string[] }[] = [
  {
    path: '/Vacancies',
    texts: [
      '<h1',
      'Region / Start Dates',
      'role="tablist"',
      '/Vacancies/kindergarten-english-teacher-tseung-kwan-o',
      'What happens after you apply',
    ],
  },
  {
    path: '/Vacancies/kindergarten-english-teacher-tseung-kwan-o',
    texts: [
      'Kindergarten English Teacher',
      'application/ld+json',
      '"@type":"JobPosting"',
      'About the job',
      'HK$22,000–24,000',
    ],
  },
  { path: '/Reviews', texts: ['Our Teachers', 'Ms. Carter', 'View more'] },
  {
    path: '/OurServices/OurServices_TA',
    texts: ['Are you eligible?', 'at least 120 hours', 'Class pictures', 'What happens after you submit'],
  },
  {
    path: '/OurServices/OurServices_FYS',
    texts: ['We scan our database', 'Free replacement', 'New Zealand', 'Tell us what you need'],
  },
  {
    path: '/DestinationGuides/HongKong',
    texts: ['Victoria Peak', 'aria-current="page"', 'Cost of living', 'HK$6,000–10,500'],
  },
  { path: '/DestinationGuides/Macau', texts: ['Macau', 'HK$6,000–7,500'] },
  { path: '/zh-hant/Vacancies', texts: ['lang="zh-Hant"', '地區／入職日期', '遞交申請後的流程'] },
  { path: '/zh-hant/Reviews', texts: ['我們的教師', '查看更多'] },
  { path: '/zh-hant/OurServices/OurServices_TA', texts: ['您符合資格嗎？', '遞交申請後的流程'] },
  { path: '/zh-hant/OurServices/OurServices_FYS', texts: ['免費替換', '紐西蘭'] },
  { path: '/zh-hant/DestinationGuides/Macau', texts: ['本頁內容', '生活費用'] },
];

for (const { path, texts } of expectations) {
  test(`${path} is prerendered with its content`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const text of texts) expect(html, `${path} should contain ${text}`).toContain(text);
    // The content is in the document itself, not only in a pending Suspense template.
    expect(html).not.toMatch(/<template id="B:\d+"><\/template><p class="page-loading">/);
  });
}
