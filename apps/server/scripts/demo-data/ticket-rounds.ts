/**
 * The demo concerts' ticket rounds and seat prices, derived from each concert (demo values, as the
 * concerts are): a fan-club presale fifty days before the first show and the general sale five
 * days later, both at 20:00 Korean time, by the concert's ticket platform; prices by venue size.
 */
const day = (date: string, offsetDays: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
};

export function demoTicketRounds(startDate: string, platform: string, url: string) {
  const presale = day(startDate, -50);
  const general = day(startDate, -45);
  return [
    {
      kind: "FANCLUB_PRESALE",
      label: "팬클럽 선예매",
      vendor: platform,
      opensAt: `${presale}T20:00:00+09:00`,
      closesAt: `${day(presale, 1)}T23:59:00+09:00`,
      url,
      eligibility: ["공식 팬클럽 인증", "1인 2매"],
      note: null,
    },
    {
      kind: "GENERAL",
      label: "일반예매",
      vendor: platform,
      opensAt: `${general}T20:00:00+09:00`,
      closesAt: `${day(startDate, -1)}T17:00:00+09:00`,
      url,
      eligibility: ["1인 4매"],
      note: null,
    },
  ];
}

const STADIUM = /경기장|스카이돔/;
const ARENA = /DOME|아레나|체육관|전시장|올림픽홀|핸드볼경기장/;

/** Seat grades and prices in won: stadiums have more grades than arenas and halls. */
export function demoPrices(venueName: string) {
  if (STADIUM.test(venueName) && !venueName.includes("핸드볼")) {
    return [
      { grade: "VIP석", price: 198_000 },
      { grade: "R석", price: 165_000 },
      { grade: "S석", price: 143_000 },
      { grade: "A석", price: 121_000 },
    ];
  }
  if (ARENA.test(venueName)) {
    return [
      { grade: "스탠딩 R석", price: 176_000 },
      { grade: "지정석 R석", price: 176_000 },
      { grade: "지정석 S석", price: 154_000 },
    ];
  }
  return [
    { grade: "스탠딩", price: 143_000 },
    { grade: "지정석", price: 143_000 },
  ];
}
