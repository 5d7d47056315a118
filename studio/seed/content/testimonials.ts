import { image, rich, str, type SeedDoc } from './helpers.ts';

interface Teacher {
  id: string;
  honorific: 'Ms.' | 'Mr.';
  surname: string;
  photo: string;
  destination: 'hong-kong' | 'macau';
  placement: [string, string];
  content: [string, string];
}

const teachers: Teacher[] = [
  {
    id: 'carter',
    honorific: 'Ms.',
    surname: 'Carter',
    photo: 'teacher-01',
    destination: 'hong-kong',
    placement: ['Kindergarten teacher in Tseung Kwan O, from Toronto', '將軍澳幼稚園教師，來自多倫多'],
    content: [
      `I had never been to Asia before and I was nervous about everything from the visa to finding a flat. Harbourline walked me through each form, and someone from the team met me for coffee in my first week to check I had settled in.

My K2 class are the highlight of my day. Four-year-olds who could barely say hello in September were putting on a Christmas play in English by December.`,
      `我從未到過亞洲，由簽證到找房子都令我很緊張。海港團隊逐一協助我填寫表格，第一個星期更有同事約我喝咖啡，看看我是否已經安頓下來。

我的K2班是我每天最期待的時刻。九月時連「hello」都說不出口的四歲小朋友，到了十二月已經用英語演出聖誕話劇。`,
    ],
  },
  {
    id: 'naidoo',
    honorific: 'Mr.',
    surname: 'Naidoo',
    photo: 'teacher-02',
    destination: 'hong-kong',
    placement: ['Primary school NET in Sha Tin, from Durban', '沙田小學外籍英語教師，來自德班'],
    content: [
      `The interview was relaxed and honest: they told me exactly what the school expected and what the salary would be after rent. There were no surprises when I arrived.

I co-teach with two local teachers and run the drama club. Watching a shy Primary 3 pupil take the lead role in our end-of-year show is something I will not forget.`,
      `面試輕鬆而坦誠：他們清楚說明學校的期望，以及扣除租金後的實際收入。抵港後完全沒有意外。

我與兩位本地教師協作教學，並負責戲劇學會。看著一位害羞的小三學生在學年尾演出中擔任主角，是我難忘的一幕。`,
    ],
  },
  {
    id: 'nguyen',
    honorific: 'Ms.',
    surname: 'Nguyen',
    photo: 'teacher-03',
    destination: 'macau',
    placement: ['Learning centre tutor in Taipa, Macau, from Melbourne', '澳門氹仔教育中心導師，來自墨爾本'],
    content: [
      `I chose Macau because I wanted a smaller city with a slower pace, and it has been perfect. My groups are never more than eight children, so I really get to know every pupil.

On my two days off I walk the old streets around Senado Square or take the ferry to Hong Kong for the weekend. I have already signed up for a second year.`,
      `我選擇澳門，是因為想在節奏較慢的小城市生活，結果十分理想。我的班每組不超過八個小朋友，讓我真正認識每一位學生。

每星期休息的兩天，我會在議事亭前地一帶的舊街散步，或搭船到香港度週末。我已經決定續約第二年。`,
    ],
  },
  {
    id: 'whitfield',
    honorific: 'Mr.',
    surname: 'Whitfield',
    photo: 'teacher-04',
    destination: 'hong-kong',
    placement: ['Secondary school English teacher in Kowloon Tong, from Manchester', '九龍塘中學英文科教師，來自曼徹斯特'],
    content: [
      `After twenty years teaching in England I wanted a new challenge. Harbourline matched me with a school that valued my experience and gave me the debate team to coach.

The students are hard-working and curious, and my colleagues have been generous with their time. Moving at this stage of my career was the best decision I have made in years.`,
      `在英國教了二十年書，我希望迎接新的挑戰。海港為我配對了一所重視我經驗的學校，還讓我負責訓練辯論隊。

學生勤奮好學，同事亦樂於相助。在事業這個階段移居香港，是我多年來最好的決定。`,
    ],
  },
  {
    id: 'mokoena',
    honorific: 'Ms.',
    surname: 'Mokoena',
    photo: 'teacher-05',
    destination: 'macau',
    placement: ['Kindergarten teacher in Macau, from Johannesburg', '澳門幼稚園教師，來自約翰尼斯堡'],
    content: [
      `The team in the Cape Town office helped me get every document certified before I left South Africa, which saved weeks. My visa came through in under two months.

Teaching phonics through songs to three-year-olds is noisy and joyful. The parents are wonderfully supportive, and the food in Macau alone was worth the move.`,
      `開普敦辦事處的同事在我離開南非前，協助我辦妥所有文件認證，省下了好幾個星期。我的簽證不到兩個月便批出。

用歌曲教三歲幼兒拼音，課室總是熱鬧又充滿歡樂。家長十分支持，而單是澳門的美食已經值得我搬過來。`,
    ],
  },
  {
    id: 'brennan',
    honorific: 'Mr.',
    surname: 'Brennan',
    photo: 'teacher-06',
    destination: 'hong-kong',
    placement: ['English tutor at a learning centre in Mong Kok, from Galway', '旺角教育中心英語導師，來自高威'],
    content: [
      `I had just finished my TEFL course and had no classroom experience, so I was not sure anyone would hire me. Harbourline found a learning centre that trains new tutors properly.

Small groups meant I could try ideas and see quickly what worked. A year on, I am mentoring the newest tutors myself, and Hong Kong feels like home.`,
      `我剛完成 TEFL 課程，沒有任何課室經驗，本以為沒有學校會聘請我。海港為我找到一所會好好培訓新導師的教育中心。

小組教學讓我可以嘗試不同方法，很快知道哪些有效。一年後，我已經開始指導新入職的導師，香港亦成了我的家。`,
    ],
  },
];

export const testimonials: SeedDoc[] = teachers.map((t, index) => ({
  _id: `testimonial-${t.id}`,
  _type: 'testimonial',
  honorific: t.honorific,
  surname: t.surname,
  placement: str(...t.placement),
  destination: t.destination,
  content: rich(...t.content),
  photo: image(`${t.photo}.jpg`, `Illustrated portrait of ${t.honorific} ${t.surname}, smiling`, `${t.surname}老師的插畫肖像，面帶笑容`),
  hoverPhoto: image(
    `${t.photo}-hover.jpg`,
    `${t.honorific} ${t.surname} waving in the classroom, holding a book`,
    `${t.surname}老師在課室中揮手，手持圖書`,
  ),
  order: index + 1,
}));
