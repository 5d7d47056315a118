// 求職者記錄上履歷預覽（決定 072）的繁體中文字詞（與 cv-en.ts 同鍵）。
import type { CvMessages } from './cv-en.ts';

export const cvZhHant: CvMessages = {
  title: '履歷',
  loading: '正在載入履歷…',
  none: '未有提交履歷。',
  choose: '已提交的履歷',
  fromReference: '{name}（{reference}）',
  frameTitle: '履歷預覽：{name}',
  download: '下載 {name}（{size}）',
  docNoPreview: 'Word 97–2003（.doc）檔案無法在此顯示，請下載檔案閱讀。',
  pdfNote: '如未能顯示 PDF，請下載檔案。',
  text: {
    pending: '正在讀取此履歷的文字以供搜尋。',
    read: '搜尋可找到此履歷的文字。',
    'no-text': '無法從此履歷讀取文字（可能是掃描檔），因此搜尋找不到其內容。',
    unreadable: '無法從此履歷讀取文字（檔案無法讀取），因此搜尋找不到其內容。',
    'not-read': '無法從此履歷讀取文字：Word 97–2003（.doc）檔案不會被讀取以供搜尋。',
  },
};
