import { guide } from './guide-helpers.ts';

export const hongKongGuide = guide({
  slug: 'hong-kong',
  name: ['Hong Kong', '香港'],
  intro: [
    'A city of skyscrapers, harbour ferries and green mountains, where a 20-minute ride takes you from the busiest streets in the world to a quiet beach. Here is what to expect when you move here to teach.',
    '香港是摩天大廈、渡海小輪與翠綠山巒交織的城市，只需二十分鐘車程，便可由全球最繁忙的街道來到寧靜的海灘。以下是來港任教前需要知道的事。',
  ],
  heroAlt: ['Victoria Harbour at sunset, with the Hong Kong Island skyline, a Star Ferry and a junk boat', '日落時的維多利亞港，香港島天際線、天星小輪和一艘帆船'],
  sections: {
    sights: {
      heading: ['Sights', '景點'],
      body: [
        `Take the Peak Tram up to Victoria Peak for the classic view over the harbour, then cross to Kowloon on the Star Ferry, which has carried passengers for more than a century. In the evening, the Temple Street Night Market and the Avenue of Stars along the Tsim Sha Tsui waterfront are a short walk apart.

Hong Kong is also surprisingly green: around 40 per cent of the land is country park.
- Hike the Dragon's Back trail to Shek O beach
- Ride the Ngong Ping cable car to the Tian Tan Buddha on Lantau Island
- Take a ferry to Lamma Island for seafood and a coastal walk
- Visit the Man Mo Temple and the antique shops of Hollywood Road`,
        `乘搭山頂纜車登上太平山頂，欣賞經典的維港景色，再乘坐已有過百年歷史的天星小輪前往九龍。晚上，廟街夜市與尖沙咀海濱的星光大道只有數分鐘步程。

香港亦出乎意料地綠意盎然：約四成土地是郊野公園。
- 沿龍脊行山徑走到石澳海灘
- 乘搭昂坪纜車前往大嶼山天壇大佛
- 搭船到南丫島品嚐海鮮，沿海岸漫步
- 參觀文武廟及荷李活道的古董店`,
      ],
      alt: ['The Tian Tan Buddha on a green Lantau hilltop, with cable cars passing', '大嶼山翠綠山頂上的天壇大佛，纜車在旁經過'],
    },
    cuisine: {
      heading: ['Cuisine', '美食'],
      body: [
        `Food is at the centre of life in Hong Kong. Weekend dim sum with colleagues is a ritual: har gow, siu mai and char siu buns shared around a table with endless tea.

For everyday meals, the local cha chaan teng (tea restaurant) serves milk tea, pineapple buns and set lunches at friendly prices. Try roast goose over rice, wonton noodles, egg tarts still warm from the oven and, for the brave, stinky tofu from a street stall. International food is everywhere too, from Japanese and Thai to South African and Italian.`,
        `飲食是香港生活的重心。週末與同事飲茶是指定節目：蝦餃、燒賣、叉燒包，配上喝不完的茶。

日常用餐，地道茶餐廳以親民價錢供應奶茶、菠蘿包及午市套餐。不妨試試燒鵝飯、雲吞麵、新鮮出爐的蛋撻，膽大的更可嚐嚐街頭小店的臭豆腐。各國美食亦隨處可見，由日本、泰國菜，到南非及意大利菜都有。`,
      ],
      alt: ['Bamboo steamers of har gow, siu mai and buns, a plate of egg tarts and a pot of tea, seen from above', '俯瞰竹蒸籠裡的蝦餃、燒賣和包點，一碟蛋撻和一壺茶'],
    },
    weather: {
      heading: ['Weather', '天氣'],
      body: [
        `Hong Kong has a subtropical climate. Summers (June to September) are hot and humid, often above 30 °C with heavy showers, and typhoon season runs from about May to November. When the Observatory raises Typhoon Signal No. 8, schools and most offices close and everyone stays indoors until it is lowered.

Autumn (October to December) is the favourite season: sunny, dry and around 20 to 27 °C, perfect for hiking. Winters are mild, usually 12 to 20 °C, but flats have no central heating, so pack a warm jumper. Spring brings fog and humidity; a dehumidifier is a good first purchase.`,
        `香港屬亞熱帶氣候。夏季（六月至九月）炎熱潮濕，氣溫經常超過攝氏30度並有大雨，颱風季節約由五月至十一月。天文台發出八號風球時，學校及大部分辦公室都會停課停工，大家留在室內直至信號除下。

秋季（十月至十二月）最受歡迎：天朗氣清，約攝氏20至27度，最適合行山。冬季溫和，一般為攝氏12至20度，但住宅沒有中央暖氣，記得帶件毛衣。春季多霧潮濕，抽濕機是值得添置的第一件電器。`,
      ],
      alt: ['Sunshine on one side and a rainstorm with a typhoon sign on the other, over the waterfront; one person waves, another holds an umbrella', '海濱一邊陽光普照，另一邊大雨並有颱風標誌；一人揮手，一人撐傘'],
    },
    transport: {
      heading: ['Getting around', '交通'],
      body: [
        `Public transport is fast, clean and cheap, and you will not need a car. Get an Octopus card on your first day: it pays for the MTR, buses, minibuses, trams and ferries, and for snacks in convenience stores.
- **MTR**: the underground railway reaches almost every district, with trains every few minutes
- **Buses and green minibuses**: go where the MTR does not; minibuses stop on request
- **Trams**: the "ding ding" trams along the north of Hong Kong Island are the cheapest ride in town
- **Ferries**: connect the outlying islands and cross the harbour
- **Taxis**: red in the city, green in the New Territories, blue on Lantau`,
        `公共交通快捷、乾淨又便宜，不需要買車。抵港第一天便辦張八達通：可用於港鐵、巴士、小巴、電車及渡輪，亦可在便利店付款。
- **港鐵**：幾乎覆蓋每個地區，每隔數分鐘一班
- **巴士及綠色小巴**：前往港鐵未到之處；小巴可隨時落車
- **電車**：港島北岸的「叮叮」是全城最便宜的交通工具
- **渡輪**：往來離島及維港兩岸
- **的士**：市區紅色、新界綠色、大嶼山藍色`,
      ],
      alt: ['Two double-decker trams below an MTR train on a viaduct, with the skyline behind', '兩輛雙層電車駛過高架橋下，橋上是港鐵列車，後方是城市天際線'],
    },
    airports: {
      heading: ['Airports', '機場'],
      body: [
        `Hong Kong International Airport at Chek Lap Kok, on Lantau Island, is one of the best-connected airports in the world, with direct flights to Europe, North America, Australia and Johannesburg.

The Airport Express train reaches Hong Kong Station in Central in about 24 minutes, and free shuttle buses connect its city stations with major hotels. Airport buses (the "A" routes) are cheaper and serve most districts. Macau is about 45 minutes away by shuttle bus across the Hong Kong–Zhuhai–Macao Bridge, so a weekend there is easy.`,
        `位於大嶼山赤鱲角的香港國際機場是全球航線最多的機場之一，設有直航班機往返歐洲、北美、澳洲及約翰尼斯堡。

機場快線約24分鐘即可抵達中環香港站，市區站另有免費穿梭巴士接駁主要酒店。機場巴士（「A」線）較便宜，並覆蓋大部分地區。經港珠澳大橋乘搭穿梭巴士往澳門只需約45分鐘，週末到澳門一遊十分方便。`,
      ],
      alt: ['A plane taking off over the airport terminal and control tower', '飛機在機場客運大樓及控制塔上空起飛'],
    },
    costOfLiving: {
      heading: ['Cost of living', '生活費'],
      body: [
        `Rent is the biggest cost. A room in a teachers' dorm or a shared flat costs about **HK$6,000 to HK$10,500 a month**, and landlords ask for one month's rent as a deposit. If you rent your own apartment, you may be asked for a deposit of up to three months, plus the first month's rent in advance.

Everything else is reasonable: a cha chaan teng lunch costs HK$50 to HK$80, a mobile phone plan from about HK$100 a month, and most teachers spend HK$500 to HK$800 a month on transport. With a salary of around HK$24,000 a month, teachers who share a flat can save a good part of their income.`,
        `租金是最大的開支。教師宿舍或合租單位的房間每月約 **港幣6,000至10,500元**，業主一般收取一個月租金作按金。如自行租住整個單位，按金或高達三個月，另需預繳首月租金。

其他開支相當合理：茶餐廳午餐約港幣50至80元，手機月費計劃約港幣100元起，大部分教師每月交通費約港幣500至800元。月薪約港幣24,000元，與人合租的教師可儲下不少收入。`,
      ],
      alt: ['A small living room with a sofa and kitchenette; keys and coins lie on the coffee table', '放有梳化和小廚房的小客廳，茶几上放著鑰匙和硬幣'],
    },
  },
  livingCosts: {
    rent: { _type: 'salaryRange', currency: 'HKD', min: 6000, max: 10500 },
    depositMonths: 1,
    ownApartmentDepositMonths: 3,
  },
});
