import banner1 from "../../../assets/banners/banner-1.svg";
import banner2 from "../../../assets/banners/banner-2.svg";
import banner3 from "../../../assets/banners/banner-3.svg";

/** The home page's banner slides, in order: the first is the page's largest image. */
export const BANNER_SLIDES = [
  { src: banner1, alt: "올해 내한, 한눈에 — 장르별 내한 공연 일정과 예매 링크" },
  { src: banner2, alt: "예상 셋리스트로 미리 떼창 연습 — 최근 20회 공연을 분석한 곡 랭킹" },
  { src: banner3, alt: "아티스트 게시판에서 함께 — 후기·좌석·굿즈 이야기" },
] as const;
