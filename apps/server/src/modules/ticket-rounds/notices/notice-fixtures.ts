/**
 * Ticket-opening notices (티켓 오픈 안내) in the styles the vendors publish, each with the rounds and
 * prices an admin would enter from it, checked by hand. `split: "dev"` notices were read while the
 * parser was written; `"held-out"` ones only scored it. `noticeDate` is the day the notice went
 * out: a date without a year is the next one on or after it.
 *
 * `source`: these texts are ours, written in each vendor's layout (headings, date styles, price
 * lists); no public page's text is quoted.
 */
export interface ExpectedRound {
  kind: "FANCLUB_PRESALE" | "MEMBERSHIP_PRESALE" | "GENERAL" | "EXTRA" | "RESALE";
  vendor: string;
  opensAt: string;
  closesAt: string | null;
}

export interface NoticeFixture {
  id: string;
  vendorStyle: string;
  source: string;
  noticeDate: string;
  split: "dev" | "held-out";
  text: string;
  rounds: ExpectedRound[];
  prices: { grade: string; price: number }[];
}

const SOURCE = "naehan fixture, written in the vendor's published layout";

const round = (
  kind: ExpectedRound["kind"],
  vendor: string,
  opensAt: string,
  closesAt: string | null = null,
): ExpectedRound => ({
  kind,
  vendor,
  opensAt: `${opensAt}:00+09:00`,
  closesAt: closesAt === null ? null : `${closesAt}:00+09:00`,
});

const prices = (...pairs: [string, number][]) => pairs.map(([grade, price]) => ({ grade, price }));

export const NOTICE_FIXTURES: NoticeFixture[] = [
  {
    id: "nol-full-date-fanclub",
    vendorStyle: "NOL 티켓",
    source: SOURCE,
    noticeDate: "2027-03-02",
    split: "dev",
    text: `<RADWIMPS ASIA TOUR 2027 in SEOUL> 티켓 오픈 안내

■ 공연 일시: 2027년 5월 15일(토) 오후 6시
■ 공연 장소: 올림픽공원 핸드볼경기장

■ 티켓 오픈 일정
팬클럽 선예매: 2027년 3월 9일(화) 오후 8시 ~ 2027년 3월 10일(수) 오후 11시 59분
일반 예매: 2027년 3월 12일(금) 오후 8시

■ 예매처: NOL 티켓 단독

■ 티켓 가격
스탠딩 P석 154,000원
스탠딩 R석 132,000원
지정석 R석 132,000원
지정석 S석 121,000원`,
    rounds: [
      round("FANCLUB_PRESALE", "NOL 티켓", "2027-03-09T20:00", "2027-03-10T23:59"),
      round("GENERAL", "NOL 티켓", "2027-03-12T20:00"),
    ],
    prices: prices(
      ["스탠딩 P석", 154000],
      ["스탠딩 R석", 132000],
      ["지정석 R석", 132000],
      ["지정석 S석", 121000],
    ),
  },
  {
    id: "melon-dotted-membership",
    vendorStyle: "멜론티켓",
    source: SOURCE,
    noticeDate: "2027-02-10",
    split: "dev",
    text: `[공지] Lauv 내한공연 티켓 오픈 안내

▶ 멜론티켓 멤버십 선예매 : 2027.02.17(수) 12:00 ~ 2027.02.17(수) 23:59
▶ 일반예매 : 2027.02.18(목) 12:00
▶ 예매처 : 멜론티켓 단독 판매

▶ 티켓가격
- 스탠딩석 143,000원
- 지정석 R 143,000원
- 지정석 S 121,000원

※ 1인 2매 구매 가능`,
    rounds: [
      round("MEMBERSHIP_PRESALE", "멜론티켓", "2027-02-17T12:00", "2027-02-17T23:59"),
      round("GENERAL", "멜론티켓", "2027-02-18T12:00"),
    ],
    prices: prices(["스탠딩석", 143000], ["지정석 R", 143000], ["지정석 S", 121000]),
  },
  {
    id: "yes24-two-vendors-general",
    vendorStyle: "YES24 티켓",
    source: SOURCE,
    noticeDate: "2027-01-14",
    split: "dev",
    text: `Keshi 'Requiem' Tour in Seoul 티켓 오픈
일반 예매 오픈: 2027년 1월 20일 (수) 오후 2시
예매처: YES24 티켓, 티켓링크
티켓 가격: 전석 132,000원`,
    rounds: [
      round("GENERAL", "YES24 티켓", "2027-01-20T14:00"),
      round("GENERAL", "티켓링크", "2027-01-20T14:00"),
    ],
    prices: prices(["전석", 132000]),
  },
  {
    id: "ticketlink-exclusive-morning",
    vendorStyle: "티켓링크",
    source: SOURCE,
    noticeDate: "2027-03-30",
    split: "dev",
    text: `★ 티켓링크 단독 ★
원오크록 내한공연 <ONE OK ROCK 2027 ASIA TOUR>
- 팬클럽 선예매 : 2027년 4월 6일(화) 오전 11시
- 일반예매 : 2027년 4월 8일(목) 오전 11시
- 티켓가격 : R석 165,000원 / S석 143,000원 / A석 110,000원`,
    rounds: [
      round("FANCLUB_PRESALE", "티켓링크", "2027-04-06T11:00"),
      round("GENERAL", "티켓링크", "2027-04-08T11:00"),
    ],
    prices: prices(["R석", 165000], ["S석", 143000], ["A석", 110000]),
  },
  {
    id: "interpark-spaced-dots",
    vendorStyle: "NOL 티켓 (옛 인터파크 표기)",
    source: SOURCE,
    noticeDate: "2027-02-24",
    split: "dev",
    text: `인터파크 티켓 오픈 안내
공연명 : 2027 YOASOBI ASIA TOUR IN SEOUL
선예매 (인터파크 회원 대상) : 2027. 3. 2(화) 20:00 ~ 3. 3(수) 23:59
일반예매 : 2027. 3. 4(목) 20:00
가격 : VIP석 187,000원, R석 165,000원`,
    rounds: [
      round("MEMBERSHIP_PRESALE", "NOL 티켓", "2027-03-02T20:00", "2027-03-03T23:59"),
      round("GENERAL", "NOL 티켓", "2027-03-04T20:00"),
    ],
    prices: prices(["VIP석", 187000], ["R석", 165000]),
  },
  {
    id: "melon-extra-seats",
    vendorStyle: "멜론티켓",
    source: SOURCE,
    noticeDate: "2027-05-18",
    split: "dev",
    text: `[추가 오픈 안내] 다니엘 시저 내한공연
시야제한석 추가 오픈 : 2027.05.21(금) 18:00
예매처 : 멜론티켓
가격 : 시야제한석 99,000원`,
    rounds: [round("EXTRA", "멜론티켓", "2027-05-21T18:00")],
    prices: prices(["시야제한석", 99000]),
  },
  {
    id: "coupang-resale",
    vendorStyle: "쿠팡플레이",
    source: SOURCE,
    noticeDate: "2027-05-30",
    split: "dev",
    text: `콜드플레이 내한공연 취소표 오픈 안내
취소표 오픈 일시: 2027년 6월 2일(수) 오후 5시
예매처: 쿠팡플레이 단독
가격: 스탠딩 R 176,000원 / 지정석 R 176,000원`,
    rounds: [round("RESALE", "쿠팡플레이", "2027-06-02T17:00")],
    prices: prices(["스탠딩 R", 176000], ["지정석 R", 176000]),
  },
  {
    id: "yes24-slash-dates-no-year",
    vendorStyle: "YES24 티켓",
    source: SOURCE,
    noticeDate: "2027-03-06",
    split: "dev",
    text: `【Green Day 내한공연 티켓 오픈】
· 팬클럽 선예매 3/14(화) 20:00~3/15(수) 23:59
· 일반 예매 3/17(금) 20:00
· 예매처 YES24 단독
· 가격 스탠딩 176,000원 · 지정석 R 176,000원 · 지정석 S 154,000원`,
    rounds: [
      round("FANCLUB_PRESALE", "YES24 티켓", "2027-03-14T20:00", "2027-03-15T23:59"),
      round("GENERAL", "YES24 티켓", "2027-03-17T20:00"),
    ],
    prices: prices(["스탠딩", 176000], ["지정석 R", 176000], ["지정석 S", 154000]),
  },
  {
    id: "melon-minutes-numbered",
    vendorStyle: "멜론티켓",
    source: SOURCE,
    noticeDate: "2027-06-24",
    split: "dev",
    text: `Official Hige Dandism 내한 공연 티켓 오픈
1) 멜론 멤버십 선예매: 2027년 7월 1일(목) 오후 7시 30분 ~ 7월 1일(목) 오후 11시 59분
2) 일반 예매: 2027년 7월 2일(금) 오후 7시 30분
예매처: 멜론티켓 단독
R석 154,000원
S석 132,000원`,
    rounds: [
      round("MEMBERSHIP_PRESALE", "멜론티켓", "2027-07-01T19:30", "2027-07-01T23:59"),
      round("GENERAL", "멜론티켓", "2027-07-02T19:30"),
    ],
    prices: prices(["R석", 154000], ["S석", 132000]),
  },
  {
    id: "yes24-card-presale",
    vendorStyle: "YES24 티켓",
    source: SOURCE,
    noticeDate: "2027-08-31",
    split: "dev",
    text: `[Maroon 5 내한공연] 티켓 오픈 일정
현대카드 선예매 : 2027.09.07(화) 12:00 ~ 09.08(수) 11:59
일반 예매 : 2027.09.09(목) 12:00
예매처 : YES24 티켓`,
    rounds: [
      round("MEMBERSHIP_PRESALE", "YES24 티켓", "2027-09-07T12:00", "2027-09-08T11:59"),
      round("GENERAL", "YES24 티켓", "2027-09-09T12:00"),
    ],
    prices: [],
  },
  {
    id: "nol-vendor-per-round",
    vendorStyle: "NOL 티켓",
    source: SOURCE,
    noticeDate: "2027-08-03",
    split: "dev",
    text: `Billie Eilish 내한 공연 예매 안내
- 팬클럽 선예매 (NOL 티켓): 2027년 8월 10일(화) 오후 8시
- 일반 예매 (NOL 티켓, 티켓링크): 2027년 8월 12일(목) 오후 8시
- 가격: 스탠딩 R 198,000원 / 지정석 VIP 220,000원 / 지정석 R 198,000원`,
    rounds: [
      round("FANCLUB_PRESALE", "NOL 티켓", "2027-08-10T20:00"),
      round("GENERAL", "NOL 티켓", "2027-08-12T20:00"),
      round("GENERAL", "티켓링크", "2027-08-12T20:00"),
    ],
    prices: prices(["스탠딩 R", 198000], ["지정석 VIP", 220000], ["지정석 R", 198000]),
  },
  {
    id: "melon-noon-word",
    vendorStyle: "멜론티켓",
    source: SOURCE,
    noticeDate: "2027-09-28",
    split: "dev",
    text: `Tyler, The Creator 내한공연 티켓 오픈
일반 예매: 2027년 10월 5일 화요일 정오
예매처: 멜론티켓, YES24 티켓
전석 스탠딩 165,000원`,
    rounds: [
      round("GENERAL", "멜론티켓", "2027-10-05T12:00"),
      round("GENERAL", "YES24 티켓", "2027-10-05T12:00"),
    ],
    prices: prices(["전석 스탠딩", 165000]),
  },
  {
    id: "ticketlink-iso-hours",
    vendorStyle: "티켓링크",
    source: SOURCE,
    noticeDate: "2027-10-26",
    split: "dev",
    text: `[티켓오픈] The Weeknd 내한
선예매 2027-11-02 20시 (티켓링크 회원)
일반예매 2027-11-04 20시
티켓링크 단독
R석 ₩198,000 / S석 ₩165,000`,
    rounds: [
      round("MEMBERSHIP_PRESALE", "티켓링크", "2027-11-02T20:00"),
      round("GENERAL", "티켓링크", "2027-11-04T20:00"),
    ],
    prices: prices(["R석", 198000], ["S석", 165000]),
  },
  {
    id: "nol-english-pm",
    vendorStyle: "NOL 티켓",
    source: SOURCE,
    noticeDate: "2027-11-24",
    split: "dev",
    text: `Muse Live in Seoul 2027
TICKET OPEN
팬클럽 선예매: 2027.12.01 (WED) 8PM KST
일반예매: 2027.12.03 (FRI) 8PM KST
예매처: NOL 티켓 (단독)
티켓 가격: GA 스탠딩 187,000원 / R 187,000원 / S 165,000원`,
    rounds: [
      round("FANCLUB_PRESALE", "NOL 티켓", "2027-12-01T20:00"),
      round("GENERAL", "NOL 티켓", "2027-12-03T20:00"),
    ],
    prices: prices(["GA 스탠딩", 187000], ["R", 187000], ["S", 165000]),
  },
  {
    id: "melon-close-time-only",
    vendorStyle: "멜론티켓",
    source: SOURCE,
    noticeDate: "2027-01-27",
    split: "held-out",
    text: `[티켓 오픈] 세카이노오와리 내한 공연
· 멜론 멤버십 선예매 : 2027년 2월 3일(수) 오후 6시 ~ 오후 11시 59분
· 일반 예매 : 2027년 2월 4일(목) 오후 6시
· 예매처 : 멜론티켓
· 티켓 가격 : R석 143,000원, S석 121,000원`,
    rounds: [
      round("MEMBERSHIP_PRESALE", "멜론티켓", "2027-02-03T18:00", "2027-02-03T23:59"),
      round("GENERAL", "멜론티켓", "2027-02-04T18:00"),
    ],
    prices: prices(["R석", 143000], ["S석", 121000]),
  },
  {
    id: "yes24-package-grade",
    vendorStyle: "YES24 티켓",
    source: SOURCE,
    noticeDate: "2027-06-08",
    split: "held-out",
    text: `Post Malone Live in Korea 티켓 오픈
일반 예매: 2027.06.15(화) 20:00
예매처: YES24 티켓 단독
VIP 패키지 330,000원 / 스탠딩 R 176,000원 / 지정석 S 154,000원`,
    rounds: [round("GENERAL", "YES24 티켓", "2027-06-15T20:00")],
    prices: prices(["VIP 패키지", 330000], ["스탠딩 R", 176000], ["지정석 S", 154000]),
  },
  {
    id: "nol-ticketlink-both",
    vendorStyle: "NOL 티켓 · 티켓링크",
    source: SOURCE,
    noticeDate: "2027-04-13",
    split: "held-out",
    text: `Kenshi Yonezu 2027 TOUR in Seoul
팬클럽 선예매: 2027년 4월 20일(화) 오후 8시
일반 예매: 2027년 4월 22일(목) 오후 8시
예매처: NOL 티켓, 티켓링크
가격: 전석 165,000원`,
    rounds: [
      round("FANCLUB_PRESALE", "NOL 티켓", "2027-04-20T20:00"),
      round("FANCLUB_PRESALE", "티켓링크", "2027-04-20T20:00"),
      round("GENERAL", "NOL 티켓", "2027-04-22T20:00"),
      round("GENERAL", "티켓링크", "2027-04-22T20:00"),
    ],
    prices: prices(["전석", 165000]),
  },
  {
    id: "melon-slash-membership-paren",
    vendorStyle: "멜론티켓",
    source: SOURCE,
    noticeDate: "2027-05-03",
    split: "held-out",
    text: `★ Dua Lipa 내한공연 티켓 오픈 ★
- 선예매(멜론 멤버십) 5/11(화) 12:00 ~ 5/11(화) 23:59
- 일반예매 5/12(수) 12:00
- 멜론티켓 단독
- 스탠딩 165,000원 / 지정석 R 165,000원 / 지정석 S 143,000원`,
    rounds: [
      round("MEMBERSHIP_PRESALE", "멜론티켓", "2027-05-11T12:00", "2027-05-11T23:59"),
      round("GENERAL", "멜론티켓", "2027-05-12T12:00"),
    ],
    prices: prices(["스탠딩", 165000], ["지정석 R", 165000], ["지정석 S", 143000]),
  },
  {
    id: "coupang-resale-morning",
    vendorStyle: "쿠팡플레이",
    source: SOURCE,
    noticeDate: "2027-09-24",
    split: "held-out",
    text: `Bruno Mars 내한공연 취소표 재오픈 안내
취소표 오픈: 2027년 9월 28일(화) 오전 10시
예매처: 쿠팡플레이`,
    rounds: [round("RESALE", "쿠팡플레이", "2027-09-28T10:00")],
    prices: [],
  },
  {
    id: "nol-yes24-second-opening",
    vendorStyle: "NOL 티켓 · YES24 티켓",
    source: SOURCE,
    noticeDate: "2027-03-16",
    split: "held-out",
    text: `Ed Sheeran 내한공연 2차 티켓 오픈
2차 오픈: 2027.03.23(화) 18:00
예매처: NOL 티켓, YES24 티켓
가격: 그라운드 R 165,000원 / 스탠드 R 154,000원 / 스탠드 S 132,000원`,
    rounds: [
      round("EXTRA", "NOL 티켓", "2027-03-23T18:00"),
      round("EXTRA", "YES24 티켓", "2027-03-23T18:00"),
    ],
    prices: prices(["그라운드 R", 165000], ["스탠드 R", 154000], ["스탠드 S", 132000]),
  },
  {
    id: "ticketlink-iso-hours-minutes",
    vendorStyle: "티켓링크",
    source: SOURCE,
    noticeDate: "2027-07-06",
    split: "held-out",
    text: `[Khalid 내한] 티켓 예매 일정
팬클럽 선예매 2027-07-13 19시 30분 ~ 2027-07-14 23시 59분
일반예매 2027-07-15 19시 30분
예매처: 티켓링크
스탠딩 R석 154,000원`,
    rounds: [
      round("FANCLUB_PRESALE", "티켓링크", "2027-07-13T19:30", "2027-07-14T23:59"),
      round("GENERAL", "티켓링크", "2027-07-15T19:30"),
    ],
    prices: prices(["스탠딩 R석", 154000]),
  },
  {
    id: "nol-three-rounds-noon",
    vendorStyle: "NOL 티켓",
    source: SOURCE,
    noticeDate: "2027-10-05",
    split: "held-out",
    text: `Metallica M72 World Tour in Seoul
▶ 팬클럽 선예매: 2027년 10월 12일(화) 오후 12시
▶ 현대카드 선예매: 2027년 10월 13일(수) 오후 12시
▶ 일반 예매: 2027년 10월 14일(목) 오후 12시
▶ 예매처: NOL 티켓 단독
▶ 티켓가격: 그라운드 스탠딩 R 220,000원 / 지정석 VIP 242,000원 / 지정석 R 220,000원 / 지정석 S 187,000원`,
    rounds: [
      round("FANCLUB_PRESALE", "NOL 티켓", "2027-10-12T12:00"),
      round("MEMBERSHIP_PRESALE", "NOL 티켓", "2027-10-13T12:00"),
      round("GENERAL", "NOL 티켓", "2027-10-14T12:00"),
    ],
    prices: prices(
      ["그라운드 스탠딩 R", 220000],
      ["지정석 VIP", 242000],
      ["지정석 R", 220000],
      ["지정석 S", 187000],
    ),
  },
];
