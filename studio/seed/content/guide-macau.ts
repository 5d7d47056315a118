import { guide } from './guide-helpers.ts';

export const macauGuide = guide({
  slug: 'macau',
  name: ['Macau', '澳門'],
  intro: [
    'Four centuries of Portuguese and Chinese history packed into a compact, friendly city an hour from Hong Kong. Macau offers a slower pace, small classes and four school intakes a year.',
    '四百多年的葡萄牙與中華歷史，濃縮在這座距離香港一小時的小巧友善城市。澳門生活節奏較慢，班級人數少，學校每年有四次入職期。',
  ],
  heroAlt: ['The facade of the Ruins of St. Paul\u2019s at the top of its stone stairway, with visitors on the steps', '石階頂端的大三巴牌坊，遊客站在石階上'],
  sections: {
    sights: {
      heading: ['Sights', '景點'],
      body: [
        `The Historic Centre of Macao, a UNESCO World Heritage Site since 2005, is best explored on foot. Start at the wave-patterned tiles of Senado Square, climb to the Ruins of St. Paul's and walk on to the Mount Fortress for views over the old town.
- Visit A-Ma Temple, the oldest temple in the city, which gave Macau its name
- Wander the pastel streets and bakeries of Taipa Village
- Relax on Hac Sa beach in Coloane, the greenest corner of Macau
- See the city lights from the top of Macau Tower`,
        `澳門歷史城區自2005年列入聯合國教科文組織世界遺產名錄，最適合步行遊覽。由鋪滿波浪紋碎石的議事亭前地出發，登上大三巴牌坊，再走到大炮台俯瞰舊城。
- 參觀城中最古老的媽閣廟，澳門之名亦由此而來
- 漫步氹仔舊城區的粉色街道與餅店
- 到路環黑沙海灘放鬆，感受澳門最翠綠的一角
- 登上澳門旅遊塔欣賞城市夜景`,
      ],
      alt: ['Senado Square with its wave-patterned paving and pastel colonial buildings, and Guia Lighthouse on the hill above', '鋪有波浪紋地磚的議事亭前地及粉色殖民時期建築，山上是東望洋燈塔'],
    },
    cuisine: {
      heading: ['Cuisine', '美食'],
      body: [
        `Macanese cooking, one of the world's first fusion cuisines, mixes Portuguese, Chinese, African and Indian flavours. Try minchi (minced meat with potato), African chicken and the sweet serradura pudding.

Street food is just as famous: a Portuguese egg tart from a Coloane bakery, a crusty pork chop bun, and almond cookies from the shops near St. Paul's. Portuguese restaurants serve bacalhau and grilled sardines, and a plate of noodles at a local café costs very little.`,
        `土生葡人美食是全球最早的融合菜之一，糅合了葡萄牙、中國、非洲及印度風味。不妨試試免治（肉碎炒薯粒）、非洲雞及甜品木糠布甸。

街頭小吃同樣著名：路環餅店的葡撻、外脆內軟的豬扒包，以及大三巴附近的杏仁餅。葡國餐廳供應馬介休及烤沙甸魚，在本地小店吃一碟麵則十分實惠。`,
      ],
      alt: ['A tray of Portuguese egg tarts, a pork chop bun, almond cookies, milk tea and coffee', '一盤葡撻、豬扒包、杏仁餅、奶茶和咖啡'],
    },
    weather: {
      heading: ['Weather', '天氣'],
      body: [
        `Macau shares Hong Kong's subtropical climate. Summers are hot and humid, with temperatures above 30 °C and sudden downpours, and typhoons can arrive between May and November; when a high signal is raised, schools close until it passes.

October to December brings clear skies and comfortable temperatures in the low to mid twenties. Winters are short and mild, around 12 to 20 °C, though damp days feel colder indoors without heating.`,
        `澳門與香港同屬亞熱帶氣候。夏季炎熱潮濕，氣溫超過攝氏30度，常有驟雨；五月至十一月期間或有颱風，懸掛高風球時學校會停課，直至風暴過去。

十月至十二月天朗氣清，氣溫約攝氏二十多度，十分舒適。冬季短暫溫和，約攝氏12至20度，但室內沒有暖氣，潮濕日子會感覺較冷。`,
      ],
      alt: ['Three arched windows onto the Macau skyline: sunshine, rain and a typhoon', '三扇拱窗外的澳門天際線：晴天、雨天和颱風'],
    },
    transport: {
      heading: ['Getting around', '交通'],
      body: [
        `Macau is small enough that many teachers walk to school. Buses cover the peninsula, Taipa and Coloane for a flat fare of a few patacas, paid with a Macau Pass card, and the Light Rapid Transit runs through Taipa and Cotai.
- **Buses**: the main way to get around; routes and times are in the official bus app
- **Light Rapid Transit**: connects the ferry terminal, the airport and Cotai
- **Taxis**: metered and affordable; book one by app at busy times
- **Ferries**: fast ferries to Hong Kong leave every half hour or so from the Outer Harbour and Taipa terminals`,
        `澳門地方細小，不少教師步行上班。巴士以數元澳門幣的劃一車資往來半島、氹仔及路環，可用澳門通付款；輕軌則貫通氹仔及路氹。
- **巴士**：主要交通工具，路線及班次可在官方巴士應用程式查閱
- **輕軌**：連接碼頭、機場及路氹
- **的士**：按錶收費，價錢相宜；繁忙時間可用應用程式召車
- **渡輪**：外港及氹仔碼頭約每半小時有快船往返香港`,
      ],
      alt: ['A light rail train on its viaduct above two buses, with hotel towers behind', '輕軌列車駛過高架橋，橋下有兩輛巴士，後方是酒店大樓'],
    },
    airports: {
      heading: ['Airports', '機場'],
      body: [
        `Macau International Airport in Taipa has flights across Asia. Most teachers arriving from Europe, Africa, the Americas or Australia fly into Hong Kong International Airport instead and continue by road: shuttle buses across the Hong Kong–Zhuhai–Macao Bridge take about 45 minutes from the airport's bridge crossing to Macau.

There are also ferries between Hong Kong and Macau taking about an hour. We send every new teacher step-by-step arrival instructions before they travel.`,
        `位於氹仔的澳門國際機場設有往來亞洲各地的航班。大部分由歐洲、非洲、美洲或澳洲前來的教師會先抵達香港國際機場，再經陸路前往澳門：乘搭港珠澳大橋穿梭巴士由口岸到澳門約需45分鐘。

港澳之間亦有渡輪，航程約一小時。每位新教師出發前，我們都會寄上詳細的抵埗指引。`,
      ],
      alt: ['A plane taking off over the airport terminal by the sea, with the Macau Tower behind', '飛機在海邊的機場客運大樓上空起飛，後方是澳門旅遊塔'],
    },
    costOfLiving: {
      heading: ['Cost of living', '生活費'],
      body: [
        `Housing in Macau costs less than in Hong Kong: a room in a shared flat or teachers' dorm is about **HK$6,000 to HK$7,500 a month**. The pataca (MOP) is pegged to the Hong Kong dollar, and Hong Kong dollars are accepted almost everywhere.

Day-to-day costs are modest: local café meals, bus fares and phone plans are all cheaper than in Hong Kong. With a monthly salary of MOP 21,000 to 22,000, teachers live comfortably and can travel around the region in their time off.`,
        `澳門住屋開支比香港低：合租單位或教師宿舍的房間每月約 **港幣6,000至7,500元**。澳門幣與港元掛鈎，港元幾乎在所有地方都可使用。

日常開支不高：本地餐廳膳食、巴士車資及手機月費都比香港便宜。以每月澳門幣21,000至22,000元的薪金，教師生活舒適，假期亦可到鄰近地區旅遊。`,
      ],
      alt: ['A shared bedroom with a bunk bed, a desk with a laptop and a window onto the Macau Tower; keys and coins on a small table', '設有碌架床的合住睡房，書桌上有手提電腦，窗外可見澳門旅遊塔；小桌上放著鑰匙和硬幣'],
    },
  },
  livingCosts: {
    rent: { _type: 'salaryRange', currency: 'HKD', min: 6000, max: 7500 },
  },
});
