import type { Artist, PastConcert, SetlistEntry } from "@naehan/contract";

export const coldplay: Artist = {
  artistId: 7,
  mbid: "cc197bad-dc9c-440d-a5b5-d52ba2e14234",
  name: "Coldplay",
  krName: "콜드플레이",
  aliases: [],
  imgUrl: "/media/coldplay.svg",
  snsUrl: "https://www.instagram.com/coldplay/",
  mediaUrl: "https://www.youtube.com/@coldplay",
  ogImageUrl: "/share/artists/1.jpg?v=c0ldp1ay",
};

export function setlistEntry(
  order: number,
  title: string,
  over: Partial<SetlistEntry> = {},
): SetlistEntry {
  return {
    order,
    encore: 0,
    tape: false,
    cover: null,
    with: null,
    info: null,
    song: { songId: 1000 + order, title },
    ...over,
  };
}

/** Past concert `n`, a day earlier for every n, with a two-song setlist. */
export function pastConcertFixture(n: number, over: Partial<PastConcert> = {}): PastConcert {
  const day = new Date(Date.UTC(2025, 8, 30 - n));
  return {
    pastConcertId: 100 + n,
    date: [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()],
    venueName: `Venue ${n}`,
    cityName: "Seoul",
    city: "Seoul",
    country: "South Korea",
    tourName: "Music of the Spheres World Tour",
    setlistUrl: null,
    setlists: [setlistEntry(1, "Yellow"), setlistEntry(2, "Fix You")],
    ...over,
  };
}
