import type { Database } from "../../db/client";
import { findArtist } from "../artists/artists.queries";
import { findConcert } from "../concerts/concerts.queries";
import { posterDateText } from "../../lib/dates";

export interface Preview {
  title: string;
  description: string;
  /** Site-relative or absolute URL of the image; null for the site's default. */
  image: string | null;
  type: "website" | "profile";
}

const idOf = (raw: string) =>
  /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;

/** What a shared link to a concert or an artist page shows in a messenger; null for other pages. */
export async function previewFor(db: Database, path: string): Promise<Preview | null> {
  const concertMatch = /^\/concert\/([^/]+)\/?$/.exec(path);
  if (concertMatch?.[1]) {
    const id = idOf(concertMatch[1]);
    const concert = id === null ? null : await findConcert(db, id);
    if (!concert) return null;
    const when = posterDateText(concert.startDate, concert.endDate);
    return {
      title: `${concert.title} | 내한`,
      description: `${concert.artistName} · ${when} · ${concert.venueName}${concert.cityName ? `, ${concert.cityName}` : ""}${concert.ticketPlatforms ? ` · 예매 ${concert.ticketPlatforms}` : ""}`,
      image: concert.posterUrl,
      type: "website",
    };
  }
  const artistMatch = /^\/artist\/([^/]+)\/?$/.exec(path);
  if (artistMatch?.[1]) {
    const id = idOf(artistMatch[1]);
    const artist = id === null ? null : await findArtist(db, id);
    if (!artist) return null;
    const names = artist.krName ? `${artist.krName} (${artist.name})` : artist.name;
    return {
      title: `${names} | 내한`,
      description: `${names}의 내한 공연 일정, 지난 공연 셋리스트와 곡 랭킹, 팬 게시판.`,
      image: artist.imgUrl,
      type: "profile",
    };
  }
  return null;
}
