import banner1 from "../../../assets/banners/banner-1.svg?webp";
import banner2 from "../../../assets/banners/banner-2.svg?webp";
import banner3 from "../../../assets/banners/banner-3.svg?webp";

/** A run of a banner's text in a colour of its own. */
interface Part {
  text: string;
  fill?: string;
}

/**
 * One line of a banner's text, placed as the design draws it on its 780×440 artboard: `x` and
 * `y` are where the baseline starts (or is centred or ends, by `anchor`), sizes in artboard units.
 * It is page text over the picture, in the phone's own font, so no banner depends on the fonts of
 * whatever draws an image (docs/decisions/020-first-load-without-validators.md).
 */
export interface BannerText {
  x: number;
  y: number;
  size: number;
  weight: number;
  fill: string;
  opacity?: number;
  letterSpacing?: number;
  anchor?: "middle" | "end";
  text?: string;
  parts?: Part[];
}

interface BannerSlide {
  src: string;
  alt: string;
  /** The link under the slide's text: where what the banner promises is (the slide only logs). */
  cta: { label: string; to: string };
  /** What shows behind the text until the picture is there. */
  background: string;
  texts: readonly BannerText[];
}

export const BANNER_WIDTH = 780;
export const BANNER_HEIGHT = 440;

/** The home page's banner slides, in order: the first is the page's largest image. */
export const BANNER_SLIDES = [
  {
    src: banner1,
    alt: "올해 내한, 한눈에 — 장르별 내한 공연 일정과 예매 링크",
    cta: { label: "공연 일정 보기", to: "/all?sort=soon" },
    background: "#FF5A57",
    texts: [
      { x: 92, y: 90, size: 19, weight: 700, fill: "#FFFFFF", text: "2027 내한 캘린더" },
      {
        x: 56,
        y: 196,
        size: 66,
        weight: 800,
        fill: "#FFFFFF",
        letterSpacing: -2,
        text: "올해 내한,",
      },
      {
        x: 56,
        y: 276,
        size: 66,
        weight: 800,
        fill: "#FFFFFF",
        letterSpacing: -2,
        text: "한눈에",
      },
      {
        x: 58,
        y: 340,
        size: 24,
        weight: 500,
        fill: "#FFFFFF",
        opacity: 0.92,
        text: "장르별 내한 공연 일정과 예매 링크",
      },
    ],
  },
  {
    src: banner2,
    alt: "예상 셋리스트로 미리 떼창 연습 — 최근 20회 공연을 분석한 곡 랭킹",
    cta: { label: "예상 셋리스트 보기", to: "/new" },
    background: "#16101E",
    texts: [
      {
        x: 131,
        y: 90,
        size: 18,
        weight: 800,
        fill: "#FF3B5C",
        letterSpacing: 2,
        anchor: "middle",
        text: "SETLIST",
      },
      {
        x: 56,
        y: 190,
        size: 58,
        weight: 800,
        fill: "#FFFFFF",
        letterSpacing: -2,
        text: "예상 셋리스트로",
      },
      {
        x: 56,
        y: 264,
        size: 58,
        weight: 800,
        fill: "#FFFFFF",
        letterSpacing: -2,
        parts: [{ text: "미리 " }, { text: "떼창", fill: "#FF3B5C" }, { text: " 연습" }],
      },
      {
        x: 58,
        y: 324,
        size: 23,
        weight: 500,
        fill: "#B9B1C6",
        text: "최근 20회 공연을 분석한 곡 랭킹",
      },
      {
        x: 500,
        y: 104,
        size: 15,
        weight: 700,
        fill: "#8F86A0",
        letterSpacing: 1,
        text: "TOP SONGS",
      },
      { x: 500, y: 156, size: 24, weight: 800, fill: "#FF3B5C", text: "01" },
      { x: 706, y: 155, size: 16, weight: 800, fill: "#FFFFFF", anchor: "end", text: "98%" },
      { x: 500, y: 220, size: 24, weight: 800, fill: "#FF3B5C", text: "02" },
      { x: 706, y: 219, size: 16, weight: 800, fill: "#FFFFFF", anchor: "end", text: "95%" },
      { x: 500, y: 284, size: 24, weight: 800, fill: "#FF3B5C", opacity: 0.75, text: "03" },
      {
        x: 706,
        y: 283,
        size: 16,
        weight: 800,
        fill: "#FFFFFF",
        opacity: 0.8,
        anchor: "end",
        text: "90%",
      },
      { x: 500, y: 348, size: 24, weight: 800, fill: "#FF3B5C", opacity: 0.5, text: "04" },
      {
        x: 706,
        y: 347,
        size: 16,
        weight: 800,
        fill: "#FFFFFF",
        opacity: 0.6,
        anchor: "end",
        text: "84%",
      },
    ],
  },
  {
    src: banner3,
    alt: "아티스트 게시판에서 함께 — 후기·좌석·굿즈 이야기",
    cta: { label: "아티스트 찾기", to: "/search" },
    background: "#FFEFF2",
    texts: [
      { x: 92, y: 90, size: 19, weight: 700, fill: "#2A1F2D", text: "커뮤니티" },
      {
        x: 56,
        y: 190,
        size: 54,
        weight: 800,
        fill: "#1A1420",
        letterSpacing: -2,
        text: "아티스트",
      },
      {
        x: 56,
        y: 262,
        size: 54,
        weight: 800,
        fill: "#1A1420",
        letterSpacing: -2,
        parts: [{ text: "게시판에서 " }, { text: "함께", fill: "#FF3B5C" }],
      },
      { x: 58, y: 322, size: 24, weight: 500, fill: "#6E6472", text: "후기·좌석·굿즈 이야기" },
      { x: 526, y: 119, size: 19, weight: 700, fill: "#FFFFFF", text: "오늘 공연 후기 남겨요!" },
      { x: 492, y: 223, size: 19, weight: 700, fill: "#2A1F2D", text: "2층 시야 어때요?" },
      { x: 528, y: 321, size: 19, weight: 700, fill: "#FFFFFF", text: "굿즈 줄 몇 시부터예요?" },
    ],
  },
] as const satisfies readonly BannerSlide[];
