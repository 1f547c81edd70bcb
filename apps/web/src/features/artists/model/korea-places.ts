/**
 * A past show in Korea is a 내한 show: setlist.fm names its venue and city in English, the names a
 * Korean fan knows are these. Venues and cities not listed keep setlist.fm's name.
 */

const KOREA_COUNTRIES = new Set([
  "south korea",
  "korea",
  "republic of korea",
  "korea, republic of",
]);

const CITIES: Record<string, string> = {
  seoul: "서울",
  incheon: "인천",
  busan: "부산",
  daegu: "대구",
  daejeon: "대전",
  gwangju: "광주",
  ulsan: "울산",
  suwon: "수원",
  goyang: "고양",
  gwacheon: "과천",
  seongnam: "성남",
  yongin: "용인",
  paju: "파주",
  jeju: "제주",
  "jeju city": "제주",
  gapyeong: "가평",
  changwon: "창원",
};

const VENUES: Record<string, string> = {
  "gocheok sky dome": "고척스카이돔",
  "kspo dome": "KSPO DOME (올림픽체조경기장)",
  "olympic gymnastics arena": "올림픽체조경기장",
  "olympic hall": "올림픽홀",
  "seoul olympic stadium": "서울올림픽주경기장",
  "jamsil olympic stadium": "서울올림픽주경기장",
  "jamsil auxiliary stadium": "잠실 보조경기장",
  "jamsil indoor stadium": "잠실실내체육관",
  "handball gymnasium": "핸드볼경기장",
  "olympic park": "올림픽공원",
  "goyang stadium": "고양종합운동장",
  kintex: "킨텍스",
  "inspire arena": "인스파이어 아레나",
  "songdo moonlight festival park": "송도달빛축제공원",
  "blue square samsung card hall": "블루스퀘어 삼성카드홀",
  "blue square mastercard hall": "블루스퀘어 마스터카드홀",
  "korea university hwajeong gymnasium": "고려대학교 화정체육관",
  "yes24 live hall": "YES24 라이브홀",
  "seoul land": "서울랜드",
  "busan asiad main stadium": "부산아시아드주경기장",
  "busan asiad stadium": "부산아시아드주경기장",
  bexco: "벡스코",
  "sajik indoor gymnasium": "사직실내체육관",
  "seoul world cup stadium": "서울월드컵경기장",
  "incheon munhak stadium": "인천문학경기장",
};

const key = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ");

/** Whether a past show was played in Korea (setlist.fm's country name). */
export function isKoreaShow(country: string): boolean {
  return KOREA_COUNTRIES.has(key(country));
}

/** The Korean name of a Korean city, or null when it is not known. */
export function koreanCityName(city: string): string | null {
  return CITIES[key(city)] ?? null;
}

/** The Korean name of a venue in Korea, or null when it is not known. */
export function koreanVenueName(venue: string): string | null {
  return VENUES[key(venue)] ?? null;
}

export interface ShowPlace {
  /** Whether it was a Korea show (내한). */
  korea: boolean;
  /** The venue as a fan reads it: its Korean name for a known venue in Korea. */
  venue: string;
  /** City and country as a fan reads them ("서울" for a Korea show, "Tokyo, Japan" otherwise). */
  place: string;
  /** setlist.fm's own names, shown beside the Korean ones when any were replaced; else null. */
  original: string | null;
}

/** Where a past show was, in Korean where it was in Korea and the names are known. */
export function showPlace(concert: {
  venueName: string;
  cityName: string;
  country: string;
}): ShowPlace {
  const englishPlace = [concert.cityName, concert.country].filter(Boolean).join(", ");
  if (!isKoreaShow(concert.country)) {
    return { korea: false, venue: concert.venueName, place: englishPlace, original: null };
  }
  const venue = koreanVenueName(concert.venueName);
  const city = koreanCityName(concert.cityName);
  const replaced = venue !== null || city !== null;
  return {
    korea: true,
    venue: venue ?? concert.venueName,
    place: city ?? concert.cityName,
    original: replaced ? [concert.venueName, concert.cityName].filter(Boolean).join(", ") : null,
  };
}
