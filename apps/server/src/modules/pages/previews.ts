import { GENRES, parseIdText } from "@naehan/contract";
import type { Database } from "../../db/client";
import { cacheTag } from "../../lib/cache-tags";
import { posterDateText } from "../../lib/dates";
import { findArtist } from "../artists/artists.queries";
import { findConcert } from "../concerts/concerts.queries";

export interface Preview {
  title: string;
  description: string;
  /** Site-relative or absolute URL of the image; null for the site's default. */
  image: string | null;
  type: "website" | "profile";
}

/** What the HTML of a page says before the app runs: its preview card and what to fetch early. */
export interface PageHead {
  preview: Preview | null;
  /** The page's largest image, fetched with high priority before the app asks for it. */
  images: string[];
  /** The API answers the page will request first, started in parallel with the app's code. */
  fetches: string[];
  /** What the head shows, for the response cache (lib/cache-tags.ts). */
  tags: string[];
}

const GENRE_ROUTES: Record<string, string | null> = {
  new: null,
  all: null,
  ...Object.fromEntries(GENRES.map((g) => [g === "R&B" ? "rnb" : g.toLowerCase(), g])),
};

export async function pageHead(
  db: Database,
  path: string,
  homeImage: string | null,
): Promise<PageHead> {
  const empty: PageHead = { preview: null, images: [], fetches: [], tags: [] };
  if (path === "/" || path === "/index.html")
    return { ...empty, images: homeImage ? [homeImage] : [] };

  const genre = /^\/([a-z]+)\/?$/.exec(path)?.[1];
  if (genre !== undefined && genre in GENRE_ROUTES) {
    const code = GENRE_ROUTES[genre];
    const query = code ? `genre=${encodeURIComponent(code)}&limit=20` : "limit=20";
    return { ...empty, fetches: [`/api/new-concerts?${query}`] };
  }

  const concertId = parseIdText(/^\/concert\/([^/]+)\/?$/.exec(path)?.[1]);
  if (concertId !== null) {
    const concert = await findConcert(db, concertId);
    if (!concert) return empty;
    const when = posterDateText(concert.startDate, concert.endDate);
    const place = concert.cityName
      ? `${concert.venueName}, ${concert.cityName}`
      : concert.venueName;
    return {
      preview: {
        title: `${concert.title} | 내한`,
        description: [
          concert.artistName,
          when,
          place,
          concert.ticketPlatforms && `예매 ${concert.ticketPlatforms}`,
        ]
          .filter(Boolean)
          .join(" · "),
        image: concert.posterUrl,
        type: "website",
      },
      images: concert.posterUrl ? [concert.posterUrl] : [],
      fetches: [
        `/api/new-concerts/${concertId}`,
        `/api/new-concerts/${concertId}/predicted-setlist`,
      ],
      tags: [cacheTag.concert(concertId), cacheTag.artist(concert.artistId)],
    };
  }

  const artistId = parseIdText(/^\/artist\/([^/]+)\/?$/.exec(path)?.[1]);
  if (artistId !== null) {
    const artist = await findArtist(db, artistId);
    if (!artist) return empty;
    const names = artist.krName ? `${artist.krName} (${artist.name})` : artist.name;
    return {
      preview: {
        title: `${names} | 내한`,
        description: `${names}의 내한 공연 일정, 지난 공연 셋리스트와 곡 랭킹, 팬 게시판.`,
        image: artist.imgUrl,
        type: "profile",
      },
      images: artist.imgUrl ? [artist.imgUrl] : [],
      fetches: [`/api/artists/${artistId}`, `/api/artists/${artistId}/concerts`],
      tags: [cacheTag.artist(artistId)],
    };
  }
  return empty;
}
