import { rich, str, type SeedDoc } from './helpers.ts';

/**
 * The replies staff send from a candidate's record (issue 44), one per purpose. Placeholders in braces are
 * filled by the staff API when a mail is sent (packages/content/src/reply-templates.ts lists them).
 */
const template = (
  purpose: string,
  name: [string, string],
  subject: [string, string],
  body: [string, string],
): SeedDoc => ({
  _id: `reply-template-${purpose}`,
  _type: 'replyTemplate',
  _createdAt: '2026-12-02T02:00:00Z',
  _updatedAt: '2026-12-02T02:00:00Z',
  name: str(...name),
  purpose,
  key: { _type: 'slug', current: purpose },
  subject: str(...subject),
  body: rich(...body),
});

export const replyTemplates: SeedDoc[] = [
  template(
    'screening-call',
    ['Screening call invitation', '初步電話面談邀請'],
    ['A short call about {vacancyTitle}', '關於{vacancyTitle}的簡短電話面談'],
    [
      `Dear {firstName},

Thank you for applying for **{vacancyTitle}** in {schoolRegion}. We would like to get to know you in a short call of about 20 minutes: your teaching so far, what you are looking for and when you could start.

Please reply to this e-mail with two or three times that suit you this week, and the number we should call.

Kind regards,
{staffName}`,
      `{firstName}您好：

多謝您申請{schoolRegion}的**{vacancyTitle}**職位。我們希望與您進行約二十分鐘的電話面談，了解您的教學經驗、期望及可開始工作的日期。

請回覆本電郵，告訴我們本星期兩至三個您方便的時間，以及我們應致電的號碼。

{staffName} 謹啟`,
    ],
  ),
  template(
    'interview-invitation',
    ['Interview invitation', '面試邀請'],
    ['Interview for {vacancyTitle}: {interviewTime}', '{vacancyTitle}面試：{interviewTime}'],
    [
      `Dear {firstName},

We are pleased to invite you to an interview for **{vacancyTitle}** in {schoolRegion}.

- When: {interviewTime} (Hong Kong time)
- How: a video call; we will send the link the day before

Please reply to confirm that the time suits you, or suggest another.

Kind regards,
{staffName}`,
      `{firstName}您好：

我們很高興邀請您參加{schoolRegion}**{vacancyTitle}**職位的面試。

- 時間：{interviewTime}（香港時間）
- 形式：視像面試，我們會在前一天傳送連結

請回覆確認時間是否合適，或建議其他時間。

{staffName} 謹啟`,
    ],
  ),
  template(
    'more-documents',
    ['More documents needed', '需要補交文件'],
    ['Documents for your application: {vacancyTitle}', '您申請{vacancyTitle}所需的文件'],
    [
      `Dear {firstName},

Thank you for your application for **{vacancyTitle}**. Before we can put it forward, we need:

- a copy of your degree certificate
- your TEFL certificate, if you have one
- a reference from your most recent school

Please reply to this e-mail with the documents attached (PDF or photos).

Kind regards,
{staffName}`,
      `{firstName}您好：

多謝您申請**{vacancyTitle}**職位。在推薦您之前，我們需要：

- 學位證書副本
- TEFL 證書（如有）
- 最近任教學校的推薦信

請回覆本電郵並附上文件（PDF 或相片）。

{staffName} 謹啟`,
    ],
  ),
  template(
    'offer',
    ['Offer', '聘用通知'],
    ['An offer for {vacancyTitle}', '{vacancyTitle}聘用通知'],
    [
      `Dear {firstName},

Good news: the school would like to offer you the position of **{vacancyTitle}** in {schoolRegion}.

We will send the contract and the next steps (visa, start date, housing) in a separate e-mail. If you have questions in the meantime, reply to this e-mail.

Congratulations, and kind regards,
{staffName}`,
      `{firstName}您好：

好消息：學校希望聘請您擔任{schoolRegion}的**{vacancyTitle}**職位。

我們會另函寄上合約及後續安排（簽證、入職日期、住宿）。如有任何問題，請回覆本電郵。

恭喜您！
{staffName} 謹啟`,
    ],
  ),
  template(
    'not-progressed',
    ['Not progressed', '申請未獲進一步處理'],
    ['Your application for {vacancyTitle}', '您申請{vacancyTitle}的結果'],
    [
      `Dear {firstName},

Thank you for your interest in **{vacancyTitle}** and for the time you gave us. After careful thought, we will not be taking your application further for this position.

We keep your details for other vacancies for up to two years unless you ask us not to, and you are welcome to apply again.

Kind regards,
{staffName}`,
      `{firstName}您好：

多謝您對**{vacancyTitle}**職位的興趣及付出的時間。經審慎考慮後，我們不會就此職位進一步處理您的申請。

除非您另有要求，我們會保留您的資料最多兩年，以便配對其他職位，歡迎您再次申請。

{staffName} 謹啟`,
    ],
  ),
];
