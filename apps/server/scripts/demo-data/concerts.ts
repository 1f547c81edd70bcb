/**
 * Upcoming concerts in Korea (demo announcements; the venues are real).
 * Tuple: artist key, title, subTitle, start, end, venue, city, ticket platform.
 * concerts.json lists them by start date; a board article points at a concert by its position
 * among the same artist's concerts in that order (0 = the artist's earliest).
 */
export const PLATFORMS: Record<string, string> = {
  "NOL 티켓": "https://tickets.interpark.com/",
  멜론티켓: "https://ticket.melon.com/",
  티켓링크: "https://www.ticketlink.co.kr/",
  "YES24 티켓": "https://ticket.yes24.com/",
};

type Concert = readonly [
  artistKey: string,
  title: string,
  subTitle: string,
  startDate: string,
  endDate: string,
  venueName: string,
  cityName: string,
  platform: keyof typeof PLATFORMS,
];

// prettier-ignore
export const CONCERTS: readonly Concert[] = [
  ["lauv", "2026 라우브 내한공연", "LAUV LIVE IN SEOUL 2026", "2026-12-05", "2026-12-06", "올림픽공원 핸드볼경기장", "서울", "YES24 티켓"],
  ["lauv", "2026 라우브 내한공연 - 부산", "LAUV LIVE IN BUSAN 2026", "2026-12-09", "2026-12-09", "벡스코 오디토리움", "부산", "YES24 티켓"],
  ["daniel-caesar", "다니엘 시저 내한공연", "DANIEL CAESAR LIVE IN SEOUL 2026", "2026-12-12", "2026-12-13", "올림픽공원 올림픽홀", "서울", "멜론티켓"],
  ["yoasobi", "YOASOBI ASIA TOUR 2027 IN KOREA", "요아소비 내한공연", "2027-01-09", "2027-01-10", "인스파이어 아레나", "인천", "멜론티켓"],
  ["yoasobi", "YOASOBI ASIA TOUR 2027 IN BUSAN", "요아소비 부산 공연", "2027-01-13", "2027-01-13", "부산 사직실내체육관", "부산", "멜론티켓"],
  ["the-weeknd", "위켄드 내한공연", "THE WEEKND LIVE IN SEOUL 2027", "2027-01-23", "2027-01-24", "고척스카이돔", "서울", "NOL 티켓"],
  ["official-hige-dandism", "Official髭男dism ASIA TOUR 2027 IN SEOUL", "오피셜히게단디즘 내한공연", "2027-02-06", "2027-02-07", "KSPO DOME", "서울", "티켓링크"],
  ["dua-lipa", "두아 리파 내한공연", "DUA LIPA LIVE IN SEOUL 2027", "2027-02-20", "2027-02-21", "고척스카이돔", "서울", "NOL 티켓"],
  ["post-malone", "포스트 말론 내한공연", "POST MALONE LIVE IN KOREA 2027", "2027-02-27", "2027-02-27", "킨텍스 제1전시장", "고양", "YES24 티켓"],
  ["keshi", "keshi LIVE IN SEOUL 2027", "케시 내한공연", "2027-03-06", "2027-03-06", "KSPO DOME", "서울", "NOL 티켓"],
  ["ed-sheeran", "2027 에드 시런 내한공연", "ED SHEERAN LIVE IN SEOUL 2027", "2027-03-13", "2027-03-13", "서울월드컵경기장", "서울", "NOL 티켓"],
  ["ed-sheeran", "2027 에드 시런 내한공연 - 부산", "ED SHEERAN LIVE IN BUSAN 2027", "2027-03-16", "2027-03-16", "부산 아시아드 주경기장", "부산", "NOL 티켓"],
  ["one-ok-rock", "ONE OK ROCK 2027 ASIA TOUR IN KOREA", "원오크록 내한공연", "2027-03-20", "2027-03-21", "인스파이어 아레나", "인천", "YES24 티켓"],
  ["one-ok-rock", "ONE OK ROCK 2027 ASIA TOUR IN BUSAN", "원오크록 부산 공연", "2027-03-24", "2027-03-24", "부산 사직실내체육관", "부산", "YES24 티켓"],
  ["maroon-5", "마룬 5 내한공연", "MAROON 5 ASIA TOUR 2027 IN SEOUL", "2027-03-27", "2027-03-27", "고척스카이돔", "서울", "NOL 티켓"],
  ["radwimps", "RADWIMPS LIVE IN SEOUL 2027", "래드윔프스 내한공연", "2027-04-03", "2027-04-03", "티켓링크 라이브 아레나", "서울", "티켓링크"],
  ["coldplay", "2027 콜드플레이 내한공연", "COLDPLAY LIVE IN KOREA 2027", "2027-04-16", "2027-04-19", "고양종합운동장 주경기장", "고양", "NOL 티켓"],
  ["kendrick-lamar", "켄드릭 라마 내한공연", "KENDRICK LAMAR LIVE IN KOREA 2027", "2027-04-24", "2027-04-24", "인천문학경기장 주경기장", "인천", "NOL 티켓"],
  ["sekai-no-owari", "SEKAI NO OWARI ASIA TOUR 2027 IN SEOUL", "세카이노 오와리 내한공연", "2027-05-01", "2027-05-02", "올림픽공원 올림픽홀", "서울", "YES24 티켓"],
  ["metallica", "메탈리카 내한공연", "METALLICA LIVE IN KOREA 2027", "2027-05-08", "2027-05-08", "고양종합운동장 주경기장", "고양", "NOL 티켓"],
  ["kenshi-yonezu", "요네즈 켄시 내한공연", "KENSHI YONEZU 2027 TOUR IN SEOUL", "2027-05-15", "2027-05-16", "KSPO DOME", "서울", "멜론티켓"],
  ["kenshi-yonezu", "요네즈 켄시 내한공연 - 부산", "KENSHI YONEZU 2027 TOUR IN BUSAN", "2027-05-19", "2027-05-19", "부산 사직실내체육관", "부산", "멜론티켓"],
  ["bruno-mars", "브루노 마스 내한공연", "BRUNO MARS LIVE IN SEOUL 2027", "2027-05-22", "2027-05-23", "서울월드컵경기장", "서울", "NOL 티켓"],
  ["muse", "뮤즈 내한공연", "MUSE LIVE IN KOREA 2027", "2027-06-05", "2027-06-05", "인스파이어 아레나", "인천", "NOL 티켓"],
  ["muse", "뮤즈 내한공연 - 부산", "MUSE LIVE IN BUSAN 2027", "2027-06-08", "2027-06-08", "부산 사직실내체육관", "부산", "NOL 티켓"],
  ["tyler-the-creator", "타일러, 더 크리에이터 내한공연", "TYLER, THE CREATOR LIVE IN KOREA 2027", "2027-06-12", "2027-06-12", "킨텍스 제2전시장 10홀", "고양", "NOL 티켓"],
  ["anderson-paak", "앤더슨 팩 내한공연", "ANDERSON .PAAK & THE FREE NATIONALS LIVE IN SEOUL", "2027-06-19", "2027-06-19", "블루스퀘어 SOL트래블홀", "서울", "YES24 티켓"],
  ["khalid", "칼리드 내한공연", "KHALID LIVE IN SEOUL 2027", "2027-07-03", "2027-07-03", "YES24 LIVE HALL", "서울", "YES24 티켓"],
  ["travis-scott", "트래비스 스캇 내한공연", "TRAVIS SCOTT LIVE IN KOREA 2027", "2027-07-17", "2027-07-17", "고양종합운동장 주경기장", "고양", "NOL 티켓"],
  ["green-day", "그린 데이 내한공연", "GREEN DAY LIVE IN KOREA 2027", "2027-08-07", "2027-08-08", "인스파이어 아레나", "인천", "티켓링크"],
  ["billie-eilish", "빌리 아일리시 내한공연", "BILLIE EILISH LIVE IN SEOUL 2027", "2027-08-14", "2027-08-15", "고척스카이돔", "서울", "NOL 티켓"],
  ["eminem", "에미넴 내한공연", "EMINEM LIVE IN KOREA 2027", "2027-08-28", "2027-08-28", "인천문학경기장 주경기장", "인천", "NOL 티켓"],
  ["ariana-grande", "아리아나 그란데 내한공연", "ARIANA GRANDE LIVE IN SEOUL 2027", "2027-09-11", "2027-09-12", "KSPO DOME", "서울", "NOL 티켓"],
];
