// 「洞察」頁（哪些頁面、來源及職位帶來申請的老師）的繁體中文字詞（與 insights-en.ts 同鍵）。
import type { InsightsMessages } from './insights-en.ts';

export const insightsZhHant: InsightsMessages = {
  nav: '洞察',
  title: '洞察',
  intro:
    '在我們自己的伺服器上計算，不使用 Cookie：每位訪客每天只計一次，無法跨日追蹤。要求不被追蹤的瀏覽器、機械人及員工不計算在內。',
  range: {
    legend: '日期',
    from: '由',
    to: '至',
    show: '顯示',
    last: '最近 {days} 天',
    invalid: '「由」的日期不可遲於「至」的日期。',
  },
  loading: '載入中…',
  csv: '下載 CSV',
  totals: {
    visitors: '訪客',
    views: '頁面瀏覽',
    started: '已開始的申請',
    drafts: '已儲存的草稿',
    sent: '已提交的申請',
    enquiries: '已提交的查詢',
    alerts: '已確認的職位通知',
    eligibility: '資格檢查',
  },
  daily: { title: '每日數字', day: '日期' },
  pages: { title: '最常瀏覽的頁面', page: '頁面' },
  sources: {
    title: '來源',
    source: '來源',
    direct: '（直接：沒有連結，或自行輸入網址）',
    sent: '已提交的申請',
  },
  campaigns: { title: '推廣活動', campaign: '活動', source: '來源', medium: '媒介' },
  referrers: { title: '轉介網站', host: '網站' },
  vacancies: {
    title: '職位',
    vacancy: '職位',
    views: '頁面瀏覽',
    visitors: '訪客',
    started: '已開始',
    sent: '已提交',
    conversion: '每位訪客的申請',
  },
  funnel: {
    title: '由職位到申請',
    step: '步驟',
    count: '數目',
    viewed: '職位頁訪客',
    started: '已開始的申請',
    sent: '已提交的申請',
  },
  none: '這段日子沒有任何計算。',
  chartNote: '圖表下方的表格列出相同數字。',
};
