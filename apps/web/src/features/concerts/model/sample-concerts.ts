import type { ConcertCardData } from "../../../components/concert-card";

/**
 * What rows and grids show until the first answer arrives (the spec starts them with sample
 * concerts). They are rendered as placeholders: no links, no real ids.
 */
export const SAMPLE_CONCERTS: ConcertCardData[] = [
  {
    title: "내한 공연 정보를 불러오고 있어요",
    artistName: "내한",
    startDate: [2027, 1, 1],
    endDate: [2027, 1, 1],
  },
  {
    title: "곧 만날 아티스트를 준비 중이에요",
    artistName: "내한",
    startDate: [2027, 1, 1],
    endDate: [2027, 1, 2],
  },
  {
    title: "예매 일정을 확인하고 있어요",
    artistName: "내한",
    startDate: [2027, 1, 1],
    endDate: [2027, 1, 1],
  },
  { title: "새로운 내한 소식", artistName: "내한", startDate: [2027, 1, 1], endDate: [2027, 1, 1] },
].map((sample, index) => ({
  ...sample,
  newConcertId: -(index + 1),
  artistId: 0,
  posterUrl: null,
  startDate: sample.startDate as [number, number, number],
  endDate: sample.endDate as [number, number, number],
}));
