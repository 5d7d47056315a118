// 配對（候選人與職位，決定 074）的繁體中文字詞（與 matching-en.ts 同鍵）。
import type { MatchingMessages } from './matching-en.ts';

export const matchingZhHant: MatchingMessages = {
  link: '人才庫中的配對',
  title: '配對：{vacancy}',
  back: '返回看板',
  vacancyFacts: '{region} · {sector} · {start} 開始',
  route: '資格規則：{route}。',
  noRoute: '沒有資格途徑涵蓋此職位的地區及學校類別：只按地區、學校類別及開始日期判斷。',
  intro:
    '尚未在此職位看板上的人才庫候選人，按其最新申請所填判斷。符合者排先，其次按符合的規則數目及最新申請排列。',
  count: '人才庫 {total} 位候選人中最佳的 {shown} 位。',
  none: '人才庫中已沒有可配對的候選人。',
  fits: '符合',
  doesNotFit: '有欠缺',
  met: '符合',
  missing: '欠缺',
  unknown: '未知',
  applied: '{date} 申請',
  add: '加入看板',
  addLabel: '加入看板：{what}',
  added: '已把 {name} 加入 {vacancy} 的看板。',
  panel: '合適的職位',
  panelIntro: '看板上尚未有其申請的開放職位，按其最新申請判斷。',
  noPoolCard: '其申請都不在人才庫中，因此這裏沒有可加入看板的申請。',
  noVacancies: '沒有可建議的開放職位。',
  /** Between the reasons of one kind. */
  separator: '、',
  preferred: '{rule}（優先）',
  criteria: {
    region: '地區',
    sector: '學校類別',
    start: '開始日期',
    englishCompetence: '以英語為母語的水平',
    degree: '學士學位',
    englishMajor: '主修英文的學位',
    pgdeEnglish: '主修英文的 PGDE',
    teachingQualification: '教學資歷',
    tefl: 'TEFL／TESL',
    experience: '教學經驗',
  },
  minimum: { tefl: '{n} 小時的{rule}', experience: '{n} 年或以上的{rule}' },
};
