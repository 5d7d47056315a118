import { rich, str, text, type SeedDoc } from './helpers.ts';

/**
 * `published`: when the agency created the vacancy in the Studio (its JobPosting's datePosted).
 * Dates are written against SEED_ANCHOR_DAY (2025-10-01), whose intakes at least 10 weeks out are 2026-01-05 and
 * 2026-08-31: rebaseSeedDates (seed-dataset.ts) moves each start to the same place after today's intakes. Closing
 * dates ("apply by") stay at least 8 weeks before the start, as a work visa takes 6–12 weeks.
 */
const vacancy = (fields: { _id: string; slug: string; published: string; [field: string]: unknown }): SeedDoc => {
  const { published, ...rest } = fields;
  return {
  _createdAt: published,
  _updatedAt: published,
  _type: 'vacancy',
  region: 'hong-kong',
  employmentType: 'full-time',
  filled: false,
  ...rest,
  slug: { _type: 'slug', current: fields.slug },
  };
};

const benefitsEn = `### What the school offers
- A one-year contract with paid public holidays and two days off a week
- Work visa sponsorship and help with the paperwork
- Medical insurance from your first working day
- A contract completion bonus and a flight allowance`;
const benefitsZh = `### 學校提供
- 一年合約，公眾假期有薪，每星期休息兩天
- 工作簽證擔保及文件協助
- 由首個工作天起享有醫療保險
- 約滿酬金及機票津貼`;

export const vacancies: SeedDoc[] = [
  vacancy({
    _id: 'vacancy-kindergarten-tseung-kwan-o',
    slug: 'kindergarten-english-teacher-tseung-kwan-o',
    published: '2025-09-17T02:30:00Z',
    startDate: '2026-01-05',
    closingDate: '2025-11-07',
    title: str('Kindergarten English Teacher, Tseung Kwan O', '幼稚園英語教師（將軍澳）'),
    sector: 'kindergarten',
    role: str('Native English Teacher (NET)', '外籍英語教師（NET）'),
    summary: text(
      'A bilingual kindergarten in Tseung Kwan O is looking for a warm, energetic teacher to lead English through songs, stories and play for children aged three to six.',
      '將軍澳一所雙語幼稚園誠聘熱情、有活力的教師，以歌曲、故事及遊戲帶領三至六歲幼兒學習英語。',
    ),
    description: rich(
      `### The role
You will teach short, lively English sessions to classes of up to twelve children, working alongside a local co-teacher who supports classroom routines. Phonics, picture books and circle time are at the heart of the day.

### Your duties
- Plan and teach phonics, storytelling and speaking activities for K1 to K3
- Prepare simple English displays and take-home reading packs
- Join parent days and the Christmas and graduation shows

### What you need
- A bachelor's degree in any subject and a TEFL certificate of at least 120 hours
- A passport from a native English-speaking country
- Patience, a clear speaking voice and a love of working with young children

${benefitsEn}`,
      `### 職位簡介
您將為每班最多十二名幼兒教授生動有趣的英語課，並與一位本地協作教師合作，由對方協助課室常規。拼音、圖畫書及圍圈時間是每天的重點。

### 主要職責
- 為K1至K3設計及教授拼音、說故事及說話活動
- 佈置簡單的英語展板，準備親子閱讀包
- 參與家長日、聖誕表演及畢業典禮

### 入職要求
- 任何學科的學士學位，以及最少120小時的 TEFL 證書
- 持有以英語為母語國家的護照
- 有耐性、說話清晰，熱愛與幼兒相處

${benefitsZh}`,
    ),
    salary: { _type: 'salaryRange', currency: 'HKD', min: 22000, max: 24000 },
    weeklyTeachingHours: 25,
  }),
  vacancy({
    _id: 'vacancy-learning-centre-mong-kok',
    slug: 'english-tutor-learning-centre-mong-kok',
    published: '2025-09-29T03:15:00Z',
    startDate: '2026-01-19',
    closingDate: '2025-11-21',
    title: str('English Tutor, Learning Centre in Mong Kok', '英語導師（旺角教育中心）'),
    sector: 'learning-centre',
    role: str('English Tutor', '英語導師'),
    summary: text(
      'An established learning centre in Mong Kok needs a tutor for small-group reading, writing and exam preparation classes for primary pupils, in groups of four to eight.',
      '旺角一所具規模的教育中心招聘導師，為小學生教授四至八人小組的閱讀、寫作及應試課程。',
    ),
    description: rich(
      `### The role
Classes are small, so you get to know each pupil's strengths. The centre provides a full curriculum and materials; you bring the energy and the feedback that help children grow in confidence.

### Your duties
- Teach reading, creative writing and speaking classes for Primary 1 to Primary 6
- Prepare pupils for school tests and the Cambridge YLE exams
- Write short progress notes for parents each term

### What you need
- A bachelor's degree and a TEFL certificate of at least 120 hours
- Some experience teaching or tutoring children is an advantage
- Availability for afternoon, evening and Saturday classes (weekdays start at 1 pm)

${benefitsEn}`,
      `### 職位簡介
小組教學讓您能了解每位學生的強項。中心提供完整課程及教材，您只需以熱誠及回饋幫助孩子建立自信。

### 主要職責
- 為小一至小六學生教授閱讀、創意寫作及說話課
- 協助學生準備校內測驗及劍橋 YLE 考試
- 每學期為家長撰寫簡短的學習進度報告

### 入職要求
- 學士學位，以及最少120小時的 TEFL 證書
- 有教授或補習兒童經驗者優先
- 可於下午、晚上及星期六上課（平日下午一時上班）

${benefitsZh}`,
    ),
    salary: { _type: 'salaryRange', currency: 'HKD', min: 24000, max: 26000 },
    weeklyTeachingHours: 24,
  }),
  vacancy({
    _id: 'vacancy-primary-sha-tin',
    slug: 'primary-school-english-teacher-sha-tin',
    published: '2025-08-28T01:45:00Z',
    startDate: '2026-08-31',
    closingDate: '2026-07-03',
    title: str('Primary School English Teacher, Sha Tin', '小學英語教師（沙田）'),
    sector: 'primary',
    role: str('Native English Teacher (NET)', '外籍英語教師（NET）'),
    summary: text(
      'A government-aided primary school in Sha Tin is looking for a NET to co-teach English, run the school\u2019s English Corner and help organise reading and drama activities.',
      '沙田一所資助小學招聘外籍英語教師，與本地教師協作教學，主持英語角，並協助籌辦閱讀及戲劇活動。',
    ),
    description: rich(
      `### The role
You will co-plan and co-teach English lessons with the local English panel, run the English Corner at lunchtime and lead an after-school drama club that performs at the end of the year.

### Your duties
- Co-teach English lessons for Primary 1 to Primary 3
- Run English Corner games and reading activities at lunchtime
- Lead the drama club and help with the school's English Week

### What you need
- A bachelor's degree, preferably in education or English, and a TEFL certificate of at least 120 hours
- At least one year of classroom experience
- A clean criminal record check from your home country

${benefitsEn}`,
      `### 職位簡介
您將與本地英文科教師共同備課及協作教學，於午膳時間主持英語角，並帶領課後戲劇學會，於學年尾公開演出。

### 主要職責
- 為小一至小三協作教授英文課
- 於午膳時間主持英語角遊戲及閱讀活動
- 帶領戲劇學會，並協助籌辦英語周

### 入職要求
- 學士學位（以教育或英文為佳），以及最少120小時的 TEFL 證書
- 最少一年課室教學經驗
- 原居國家的無犯罪紀錄證明

${benefitsZh}`,
    ),
    salary: { _type: 'salaryRange', currency: 'HKD', min: 24000, max: 27000 },
    weeklyTeachingHours: 26,
  }),
  vacancy({
    _id: 'vacancy-secondary-kowloon-tong',
    slug: 'secondary-school-english-teacher-kowloon-tong',
    published: '2025-09-08T06:00:00Z',
    startDate: '2026-09-01',
    closingDate: '2026-07-03',
    title: str('Secondary School English Teacher, Kowloon Tong', '中學英語教師（九龍塘）'),
    sector: 'secondary',
    role: str('English Language Teacher', '英文科教師'),
    summary: text(
      'A co-educational secondary school in Kowloon Tong needs a teacher for speaking and writing classes from Form 1 to Form 4, with a focus on debate and public speaking.',
      '九龍塘一所男女子中學招聘教師，教授中一至中四說話及寫作課，重點為辯論及公開演講。',
    ),
    description: rich(
      `### The role
Teach speaking and writing to motivated teenagers, coach the school debate team and help students prepare for the speaking papers of the HKDSE English exam.

### Your duties
- Teach speaking and writing classes for Form 1 to Form 4
- Coach the debate and public-speaking teams for inter-school competitions
- Run speaking practice sessions for senior students

### What you need
- A bachelor's degree and a TEFL certificate of at least 120 hours; a PGCE or teaching licence is an advantage
- Two years of experience teaching teenagers
- Confidence managing classes of up to twelve students in group work

${benefitsEn}`,
      `### 職位簡介
為積極上進的青少年教授說話及寫作，訓練校隊辯論隊，並協助學生準備香港中學文憑試英文科說話卷。

### 主要職責
- 教授中一至中四說話及寫作課
- 訓練辯論及公開演講隊伍參加校際比賽
- 為高年級學生安排說話練習

### 入職要求
- 學士學位，以及最少120小時的 TEFL 證書；持有 PGCE 或教師資格者優先
- 兩年教授青少年的經驗
- 有信心帶領最多十二人的小組活動

${benefitsZh}`,
    ),
    salary: { _type: 'salaryRange', currency: 'HKD', min: 25000, max: 28000 },
    weeklyTeachingHours: 22,
  }),
];
