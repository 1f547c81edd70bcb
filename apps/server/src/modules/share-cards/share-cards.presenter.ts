import { posterDateText } from "../../lib/dates";
import type { ShareCard } from "./share-card-url";
import { koreanTime } from "../alerts/alert-texts";

export const names = (krName: string | null, name: string) => (krName ? `${krName} ${name}` : name);
export const place = (venue: string, city: string | null) => (city ? `${venue}, ${city}` : venue);

export interface ConcertCardFields {
  title: string;
  artistName: string;
  posterUrl: string | null;
  startDate: string;
  endDate: string;
  venueName: string;
  cityName: string | null;
  /** `19:30:00` as stored; null while not announced. */
  startTime: string | null;
  /** The next round still to open, for a card shared before 티켓팅. */
  nextOpening: { label: string; vendor: string; opensAt: string } | null;
}

/** `티켓 오픈 2027.03.05 (금) 20:00 · 멜론티켓 일반예매`. */
const openingText = (o: { label: string; vendor: string; opensAt: string }) =>
  `티켓 오픈 ${koreanTime(o.opensAt)} · ${o.vendor} ${o.label}`;

/** A concert's card, from the fields its API read already has. */
export function concertCard(row: ConcertCardFields): ShareCard {
  return {
    eyebrow: "내한 공연",
    title: row.title,
    lines: [
      row.artistName,
      [posterDateText(row.startDate, row.endDate), row.startTime?.slice(0, 5)]
        .filter(Boolean)
        .join(" "),
      place(row.venueName, row.cityName),
      ...(row.nextOpening ? [openingText(row.nextOpening)] : []),
    ],
    image: row.posterUrl,
    imageShape: "poster",
  };
}

export function artistCard(row: {
  name: string;
  krName: string | null;
  imgUrl: string | null;
}): ShareCard {
  return {
    eyebrow: "아티스트",
    title: row.krName ?? row.name,
    lines: [row.krName ? row.name : "", "내한 공연 일정 · 지난 공연 셋리스트 · 게시판"].filter(
      Boolean,
    ),
    image: row.imgUrl,
    imageShape: "square",
  };
}
