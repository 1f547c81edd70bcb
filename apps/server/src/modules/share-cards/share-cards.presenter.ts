import { posterDateText } from "../../lib/dates";
import { type ShareCard, shareCardVersion } from "./share-card";

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
}

/** A concert's card, from the fields its API read already has. */
export function concertCard(row: ConcertCardFields): ShareCard {
  return {
    eyebrow: "내한 공연",
    title: row.title,
    lines: [
      row.artistName,
      posterDateText(row.startDate, row.endDate),
      place(row.venueName, row.cityName),
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

/** The URL of a page's share card: its content's fingerprint in the query, so a change shows. */
export function shareCardUrl(path: string, card: ShareCard): string {
  return `/share/${path}.jpg?v=${shareCardVersion(card)}`;
}
