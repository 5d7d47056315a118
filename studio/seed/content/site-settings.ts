import { image, rich, str, text, type SeedDoc } from './helpers.ts';
import { legal } from './legal.ts';

const step = (titleEn: string, titleZh: string, en: string, zh: string) => ({
  _type: 'hiringStep',
  title: str(titleEn, titleZh),
  body: text(en, zh),
});

export const siteSettings: SeedDoc = {
  _id: 'siteSettings',
  _type: 'siteSettings',
  agencyName: str('Harbourline ESL Recruitment', '海港英語教師招聘'),
  foundedYear: 2016,
  // EXAMPLE VALUES: replace both with the agency's own numbers before going live (docs/content-model.md).
  eaLicence: '0000 (example)',
  businessRegistration: '00000000 (example)',
  aboutUs: rich(
    `Harbourline was founded in Hong Kong in 2016 by two former classroom teachers who had seen how hard it is for schools to find reliable native-English teachers, and how little support new teachers get when they arrive. We have worked on both sides of that gap ever since.

### What we do
We match qualified teachers from Canada, the USA, the UK, Ireland, South Africa, Australia and New Zealand with kindergartens, primary and secondary schools and learning centres in Hong Kong and Macau, and we stay in touch for the whole placement. Recruitment is free for eligible teachers.

### Placements that last
Most of our teachers complete their one-year contract and many renew with the same school. Every placement is followed by check-ins in the first weeks, and a school whose teacher resigns within the first month gets a replacement free of charge (terms and conditions apply).`,
    `海港英語教師招聘於2016年在香港成立，創辦人是兩位前任教師。她們深知學校難以找到可靠的母語英語教師，也明白新教師抵埗時往往缺乏支援。自此，我們一直同時照顧學校和教師雙方的需要。

### 我們的工作
我們為來自加拿大、美國、英國、愛爾蘭、南非、澳洲及紐西蘭的合資格教師，配對香港及澳門的幼稚園、中小學及教育中心，並在整個合約期間與雙方保持聯繫。合資格教師無須支付任何招聘費用。

### 長久的配對
我們大部分教師都完成一年合約，不少更與同一所學校續約。每次配對後，我們都會在首數星期跟進；如教師於受聘首月內離職，學校可免費獲安排替補教師（受條款及細則約束）。`,
  ),
  offices: [
    {
      _type: 'office',
      name: str('Hong Kong office', '香港辦事處'),
      address: text(
        'Suite 1502, 15/F, Tower 2, Harbour Gate Centre\n88 Hing Fat Street, Causeway Bay\nHong Kong',
        '香港銅鑼灣興發街88號\n海港門中心2座15樓1502室',
      ),
    },
    {
      _type: 'office',
      name: str('South Africa office', '南非辦事處'),
      address: text(
        'Office 4, The Courtyard\n21 Bree Street, Cape Town 8001\nSouth Africa',
        '南非開普敦 8001\nBree Street 21號\nThe Courtyard 4號辦公室',
      ),
    },
  ],
  phone: '+852 3618 7240',
  email: 'recruitment@harbourline-esl.com',
  socialLinks: [
    { _type: 'socialLink', platform: 'facebook', url: 'https://www.facebook.com/harbourlineesl' },
    { _type: 'socialLink', platform: 'instagram', url: 'https://www.instagram.com/harbourlineesl' },
    { _type: 'socialLink', platform: 'linkedin', url: 'https://www.linkedin.com/company/harbourline-esl' },
  ],
  jobTerms: {
    placementYears: 1,
    classSize: { _type: 'numberRange', min: 4, max: 12 },
    daysOffPerWeek: 2,
    hongKong: {
      _type: 'regionTerms',
      salary: { _type: 'salaryRange', currency: 'HKD', min: 24000, max: 24000 },
      maxTeachingHoursPerWeek: 26,
    },
    macau: {
      _type: 'regionTerms',
      salary: { _type: 'salaryRange', currency: 'MOP', min: 21000, max: 22000 },
      maxTeachingHoursPerWeek: 28,
      intakesPerYear: 4,
    },
    replacementGuaranteeMonths: 1,
    replacementConditions: str('T&Cs apply', '受條款及細則約束'),
    teflMinHours: 120,
    teflModules: 13,
    teflCourseUrl: 'https://www.theteflacademy.com/',
  },
  hiringSteps: [
    step(
      'CV screening',
      '履歷篩選',
      'We read every CV. If you meet all the requirements, we call you to arrange an interview.',
      '我們會細閱每份履歷。如您符合所有要求，我們會致電安排面試。',
    ),
    step(
      'Interview',
      '面試',
      'An interview on Zoom or face to face, lasting about 40 minutes.',
      '透過 Zoom 或親身進行面試，時間約40分鐘。',
    ),
    step(
      'Job offer',
      '錄取通知',
      'Successful applicants hear from us within 3 to 5 working days (Monday to Friday) and receive a job offer.',
      '成功的申請人會在3至5個工作天內（星期一至五）收到我們的通知及聘書。',
    ),
    step(
      'Contract and visa forms',
      '合約及簽證表格',
      'Once you accept the offer, we send the official contract and the visa guidance forms.',
      '接受聘書後，我們會寄出正式合約及簽證指引表格。',
    ),
    step(
      'Visa process',
      '辦理簽證',
      'When we receive the signed contract and forms, the visa process begins. It takes 6 to 12 weeks depending on the location.',
      '收到已簽署的合約及表格後，便會開始辦理簽證，視乎地點需時6至12星期。',
    ),
    step(
      'Travel',
      '啟程',
      'You travel to Hong Kong or Macau and start your new school year.',
      '您啟程前往香港或澳門，展開新的教學年度。',
    ),
  ],
  passportNote: text(
    'Please note: the passport you hold can affect your visa eligibility.',
    '請注意：您所持有的護照可能影響您的簽證資格。',
  ),
  hiringTimes: {
    interviewMinutes: 40,
    offerWorkingDays: { _type: 'numberRange', min: 3, max: 5 },
    visaWeeks: { _type: 'numberRange', min: 6, max: 12 },
  },
  pageImages: {
    home: image('hero-home.jpg', 'A teacher points to drawings on a whiteboard while four young pupils at their desks look on, one with a hand up', '教師指著白板上的圖畫講解，四名幼童坐在書桌前聆聽，其中一人舉手'),
    aboutClosing: image('about-closing.jpg', 'Six members of staff cheer under balloons and confetti in an office overlooking the harbour', '六位職員在可眺望海港的辦公室內，於氣球和彩紙下歡呼'),
    forYourSchool: image('for-your-school.jpg', 'Two men shake hands in front of a school building', '兩位男士在校舍前握手'),
    teachAbroad: image('teach-abroad.jpg', 'A new teacher with a suitcase holds up a passport as a plane flies over the city skyline', '帶著行李箱的新教師舉起護照，飛機在城市天際線上空飛過'),
    tefl: image('tefl-course.jpg', 'A laptop on a desk shows a video lesson and a list of course modules, with a framed certificate on the wall', '書桌上的手提電腦顯示影片課堂及課程單元清單，牆上掛著裱框證書'),
  },
  ...legal,
  seo: {
    _type: 'seo',
    title: str('Harbourline ESL Recruitment', '海港英語教師招聘'),
    description: text(
      'Native-English teachers for schools and learning centres in Hong Kong and Macau. Free recruitment for eligible teachers, vacancies, destination guides and TEFL.',
      '為香港及澳門的學校和教育中心招聘母語英語教師。合資格教師免費招聘，並提供職位空缺、目的地指南及 TEFL 課程資訊。',
    ),
    siteUrl: 'https://www.harbourline-esl.com',
    shareImage: image('hero-home.jpg', 'A teacher at a whiteboard with four young pupils', '教師在白板前為四名幼童上課'),
  },
  studioUrl: 'https://harbourline-esl.sanity.studio',
};
