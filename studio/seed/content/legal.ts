import { rich, str } from './helpers.ts';

/** Privacy statement, terms of use and copyright line of the site settings. */
export const legal = {
  privacyStatement: rich(
    `We only collect the personal information you choose to give us through this website, such as your name, contact details, CV and the details in an enquiry or application.

We use it only to answer your enquiry, to consider your application and to match you with suitable schools. We will never sell or rent your information to anyone, and we do not share it with any third party except where that is needed to fulfil your request, for example sending your CV to a school you have agreed to be put forward to.

If you ask for job alerts, we use your e-mail address and the choices you make (regions, school sectors, employment types, how often) only to send you the alerts you asked for. We send nothing else until you confirm your address, and a request not confirmed within 7 days is deleted. Every alert e-mail has a link to change or stop your alert; stopping it deletes your address and choices. Once a year we ask whether you want to keep it, and delete it a month later if you do not answer.

To let you see where your applications stand, our application status page e-mails a link to the address you applied with. The link works once, for 30 minutes, and we keep only a scrambled form of it; opening it starts a 30-minute session in your browser. We keep these links and sessions for no more than a day, and we record when you view, withdraw or ask us to erase an application, without your address.

If you use "Save and finish later" on an application, we keep what you have typed and the CVs you attached as a draft and e-mail you a link to it. A draft never reaches our staff and is not an application until you send it. We send one reminder before it expires, and delete it with its files when you send it or 30 days after you first saved it. Anyone who has the link can open the draft, so please do not forward that e-mail.

To learn which pages, vacancies and links bring teachers who apply, our own server counts visits without cookies and without storing anything in your browser. We count the page, the vacancy, the language, the site or link you came from (for example a school fair's QR code) and the events of an application (started, saved, sent), and we keep an application's source with it. A visitor is counted under a code made from your address and browser with a key that changes every day and is deleted after two days, so we cannot recognise you from one day to the next, and we never keep your address. We do not count our staff, search engines and other bots, or browsers that ask not to be tracked (Global Privacy Control or Do Not Track). Nothing is sent to another company. We keep the daily counts for 25 months and the detailed records for 90 days.

We keep the records of unsuccessful applications for no longer than two years, unless you ask us to keep them longer. You may ask to see or correct the information we hold about you at any time by writing to [recruitment@harbourline-esl.com](mailto:recruitment@harbourline-esl.com); we answer within 40 days.`,
    `我們只會收集您透過本網站自願提供的個人資料，例如姓名、聯絡資料、履歷，以及查詢或申請中的內容。

我們只會用這些資料回覆您的查詢、審閱您的申請，以及為您配對合適的學校。我們絕不會出售或出租您的資料，亦不會與任何第三方分享，除非為完成您的要求而有需要，例如在您同意後把履歷轉交學校。

如您訂閱職位通知，我們只會以您的電郵地址及所選條件（地區、學校類別、聘用形式、通知頻率）發送您要求的通知。在您確認電郵地址前，我們不會發送任何其他郵件；七日內未確認的訂閱會被刪除。每封通知郵件均附有更改或停止通知的連結；停止通知後，您的電郵地址及條件即被刪除。我們每年會詢問您是否保留通知，如一個月內未有回覆便會刪除。

為讓您查看申請進度，我們的申請狀態頁面會將連結電郵至您申請時使用的地址。連結只可使用一次，30分鐘內有效，我們只保存經加密處理的連結；開啟連結後，您的瀏覽器會有30分鐘的查看時段。這些連結及查看時段最多保留一天；您查看、撤回申請或要求刪除資料時，我們會記錄有關操作，但不會記錄您的電郵地址。

如您在申請表上使用「儲存，稍後完成」，我們會把您已輸入的內容及已附上的履歷保存為草稿，並以電郵把連結寄給您。草稿不會交給我們的職員，在您提交之前亦不算是申請。草稿到期前我們會發送一次提醒；草稿連同檔案會在您提交後，或在首次儲存後 30 日刪除。任何取得連結的人都可打開草稿，請勿轉寄該電郵。

為了解哪些頁面、職位及連結帶來申請的老師，我們自己的伺服器會在不使用 Cookie、不在您的瀏覽器儲存任何資料的情況下計算瀏覽次數。我們會計算所瀏覽的頁面、職位、語言、您來自的網站或連結（例如學校招聘會上的二維碼），以及申請的進度（開始、儲存、提交），並把申請的來源與申請一併保存。每位訪客以一個由您的網絡地址及瀏覽器，加上每天更換、兩天後刪除的密鑰所產生的代碼計算，因此我們無法跨日辨認您，亦從不保存您的網絡地址。我們不會計算本公司職員、搜尋引擎及其他自動程式，或要求不被追蹤的瀏覽器（Global Privacy Control 或 Do Not Track）。資料不會傳送給任何其他公司。每日統計保留 25 個月，詳細紀錄保留 90 日。

未獲錄取的申請紀錄最多保留兩年，除非您要求我們保留更久。您可隨時致函 [recruitment@harbourline-esl.com](mailto:recruitment@harbourline-esl.com) 要求查閱或更正我們持有的您的資料，我們會在40日內回覆。`,
  ),
  termsOfUse: rich(
    `The information on this website is provided in good faith to help teachers and schools learn about our services. Salaries, teaching hours, living costs and visa times are typical figures and may differ from one school and one year to the next; the terms of your own contract are the ones that apply.

Vacancies are published on behalf of our partner schools and may be filled or withdrawn without notice. Submitting an application does not guarantee an interview or a placement.

The text, images and logos on this website belong to Harbourline ESL Recruitment or to their owners and may not be copied without permission. Links to other websites are provided for convenience; we are not responsible for their content.`,
    `本網站資料以真誠提供，旨在協助教師及學校了解我們的服務。薪金、教學時數、生活費及簽證所需時間均為一般參考數字，可能因學校及年份而異；一切以您本人的合約條款為準。

職位空缺代合作學校刊登，可能隨時額滿或撤回，恕不另行通知。遞交申請並不保證獲得面試或配對。

本網站的文字、圖片及標誌屬海港英語教師招聘或其擁有人所有，未經許可不得複製。網站內的外部連結僅為方便瀏覽而提供，我們對其內容概不負責。`,
  ),
  copyright: str('© {year} Harbourline ESL Recruitment. All rights reserved.', '© {year} 海港英語教師招聘。版權所有。'),
};
