import { image, str, type SeedDoc } from './helpers.ts';

const partners: [name: string, nameZh: string, url: string | undefined][] = [
  ['Harbourview International Kindergarten', '海景國際幼稚園', undefined],
  ['Peak Learning Centre', '山頂學習中心', undefined],
  ['Lotus Bilingual School', '蓮花雙語學校', undefined],
  ['Kowloon Bay Primary Academy', '九龍灣小學書院', undefined],
  ['Taipa English Hub', '氹仔英語坊', undefined],
  ['Victoria Phonics Studio', '維多利亞拼音工作室', undefined],
  ['Cotai Language Institute', '路氹語言學院', undefined],
  ['Lantau Bright Minds', '大嶼山明智教育', undefined],
];

export const partnerLogos: SeedDoc[] = partners.map(([name, nameZh, url], index) => ({
  _id: `partnerLogo-${String(index + 1).padStart(2, '0')}`,
  _type: 'partnerLogo',
  name,
  logo: image(`partner-${String(index + 1).padStart(2, '0')}.png`, `${name} logo`, `${nameZh}標誌`),
  ...(url ? { url } : {}),
  order: index + 1,
}));

const classes: [captionEn: string, captionZh: string, altEn: string, altZh: string][] = [
  ['Circle time in a Kowloon kindergarten', '九龍幼稚園的圍圈時間', 'Young children sitting in a circle around their teacher', '幼童圍坐在老師身旁'],
  ['Phonics with picture cards', '用圖卡學拼音', 'A teacher holding up letter and picture cards to a small class', '老師向小班學生展示字母和圖卡'],
  ['Story time in the reading corner', '閱讀角的故事時間', 'Pupils on cushions listening to a picture book', '學生坐在軟墊上聽圖畫書故事'],
  ['Debate practice in a secondary class', '中學辯論練習', 'Secondary students debating at two facing desks', '中學生在對坐的桌前進行辯論'],
  ['Small-group reading at a learning centre', '教育中心的小組閱讀', 'A tutor and four pupils reading around one table', '導師和四名學生圍著桌子閱讀'],
  ['Sports day on the school field', '運動會', 'Children racing on a school field while a teacher cheers', '孩子們在操場賽跑，老師在旁打氣'],
  ['Arts and crafts for English Week', '英語周手工藝', 'Pupils making paper crafts with English labels', '學生製作貼有英文標籤的紙藝作品'],
  ['Kindergarten graduation day', '幼稚園畢業禮', 'Children in graduation caps with their teacher', '戴著畢業帽的孩子與老師合照'],
];

export const classPhotos: SeedDoc[] = classes.map(([captionEn, captionZh, altEn, altZh], index) => ({
  _id: `classPhoto-${String(index + 1).padStart(2, '0')}`,
  _type: 'classPhoto',
  image: image(`class-${String(index + 1).padStart(2, '0')}.jpg`, altEn, altZh),
  caption: str(captionEn, captionZh),
  order: index + 1,
}));
