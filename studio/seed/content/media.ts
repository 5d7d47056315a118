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
  ['Circle time in a Kowloon kindergarten', '九龍幼稚園的圍圈時間', 'Young children sitting on a round rug around their teacher, who holds a book', '幼童坐在圓形地氈上，圍著手持圖書的老師'],
  ['Phonics with picture cards', '用圖卡學拼音', 'A teacher holds up an apple picture card to three pupils at their desks, two with hands raised', '老師向三名坐在書桌前的學生舉起蘋果圖卡，其中兩人舉手'],
  ['Reading corner time', '閱讀角時間', 'Three pupils reading on floor cushions in front of full bookshelves', '三名學生坐在滿載圖書的書架前的坐墊上閱讀'],
  ['Debate practice in a secondary class', '中學辯論練習', 'Two secondary students debate at lecterns beside a chart, watched by their classmates', '兩名中學生在圖表旁的講台前辯論，同學在台下觀看'],
  ['Small-group lesson at a learning centre', '教育中心的小組課堂', 'A tutor and six pupils around a large table with a laptop, hands raised', '導師和六名學生圍坐在放有手提電腦的大桌旁，舉手發言'],
  ['Sports day on the school field', '運動會', 'Three children race on a running track while a teacher cheers at the finish line', '三名孩子在跑道上賽跑，老師在終點線旁打氣'],
  ['Art class for English Week', '英語周美術課', 'Three pupils painting, two at a table of paint pots and one at an easel', '三名學生在畫畫，兩人在放滿顏料的桌旁，一人在畫架前'],
  ['Kindergarten graduation day', '幼稚園畢業禮', 'Four children in graduation caps and gowns cheer under balloons and confetti', '四名穿著畢業袍、戴著畢業帽的孩子在氣球和彩紙下歡呼'],
];

/** The class pictures are illustrations: the alt texts describe what each one shows (studio/seed/images). */
export const classPhotos: SeedDoc[] = classes.map(([captionEn, captionZh, altEn, altZh], index) => ({
  _id: `classPhoto-${String(index + 1).padStart(2, '0')}`,
  _type: 'classPhoto',
  image: image(`class-${String(index + 1).padStart(2, '0')}.jpg`, altEn, altZh),
  caption: str(captionEn, captionZh),
  order: index + 1,
}));
