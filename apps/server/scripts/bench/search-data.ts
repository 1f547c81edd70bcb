/**
 * A large catalogue for the search benchmark, the same on every run: the demo artists and venues
 * (so real names are there to find) plus generated artists with Korean names, their romanised Latin
 * names and aliases, and concerts with the titles and venues announcements use.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { GENRES, type Genre } from "@naehan/contract";
import { romanize } from "es-hangul";
import type { artists, newConcerts } from "../../src/db/schema";
import { type DemoArtist, type DemoConcert, demoDataDir } from "../../src/demo/demo-data";
import { type Rng, pick, seeded } from "../demo-data/lib/random";

export type BenchArtist = typeof artists.$inferInsert;
export type BenchConcert = Omit<typeof newConcerts.$inferInsert, "artistId"> & {
  artistIndex: number;
};

const SYLLABLES = [
  ..."가나다라마바사아자차카타파하로리미니시지키티피레세케테벤린스트즈드크브프루무누두쥬뮤오우에이아엘렌론",
];
const FAMILY = [..."클라이드앤더슨카터존슨윌리엄스"];
const VENUES_EXTRA = [
  "잠실실내체육관",
  "예스24 원더로크홀",
  "무신사 개러지",
  "롤링홀",
  "벨로주 홍대",
];
const TITLES: ((kr: string, name: string, year: number) => string)[] = [
  (kr, _n, y) => `${y} ${kr} 내한공연`,
  (kr) => `${kr} 내한공연`,
  (_k, n, y) => `${n.toUpperCase()} LIVE IN SEOUL ${y}`,
  (_k, n, y) => `${n} ASIA TOUR ${y} IN KOREA`,
  (kr) => `${kr} 단독 콘서트`,
  (_k, n, y) => `${n} WORLD TOUR ${y} - SEOUL`,
];

function word(rng: Rng, min: number, max: number): string {
  const length = min + Math.floor(rng() * (max - min + 1));
  return Array.from({ length }, () => pick(rng, SYLLABLES)).join("");
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function generatedArtist(rng: Rng, index: number): BenchArtist {
  const given = word(rng, 2, 4);
  const family = rng() < 0.5 ? `${pick(rng, FAMILY)}${pick(rng, FAMILY)}` : null;
  const krName = family ? `${given} ${family}` : given;
  const name = krName
    .split(" ")
    .map((part) => capitalise(romanize(part)))
    .join(" ");
  const aliases = [krName.replaceAll(" ", "")];
  if (family) aliases.push(given);
  if (rng() < 0.3) aliases.push(`${name.split(" ")[0]}${index % 100}`);
  return { name, krName, aliases: [...new Set(aliases)], imgUrl: null, snsUrl: null };
}

function isoDate(rng: Rng): [string, string] {
  const start = new Date(Date.UTC(2026, 0, 1) + Math.floor(rng() * 900) * 86_400_000);
  const end = new Date(start.getTime() + Math.floor(rng() * 3) * 86_400_000);
  return [start.toISOString().slice(0, 10), end.toISOString().slice(0, 10)];
}

export function benchCatalogue(artistCount: number, concertCount: number) {
  const rng = seeded("search-bench");
  const read = <T>(file: string) => JSON.parse(readFileSync(join(demoDataDir, file), "utf8")) as T;
  const demoArtists = read<DemoArtist[]>("artists.json");
  const demoConcerts = read<DemoConcert[]>("concerts.json");
  const venues = [...new Set(demoConcerts.map((c) => c.venueName)), ...VENUES_EXTRA];

  const list: BenchArtist[] = demoArtists.map((a) => ({
    mbid: a.mbid,
    name: a.name,
    krName: a.krName,
    aliases: a.aliases,
    imgUrl: null,
    snsUrl: a.snsUrl,
  }));
  while (list.length < artistCount) list.push(generatedArtist(rng, list.length));

  const concerts: BenchConcert[] = [];
  for (let i = 0; i < concertCount; i++) {
    // Every demo artist keeps one upcoming concert; the rest are spread over everybody.
    const artistIndex = i < demoArtists.length ? i : Math.floor(rng() * list.length);
    const artist = list[artistIndex];
    if (!artist) throw new Error("no artist");
    const [startDate, endDate] = isoDate(rng);
    const year = Number(startDate.slice(0, 4));
    concerts.push({
      artistIndex,
      title: pick(rng, TITLES)(artist.krName ?? artist.name, artist.name, year),
      subTitle: null,
      posterUrl: null,
      startDate,
      endDate,
      venueName: pick(rng, venues),
      cityName: "서울",
      countryName: "대한민국",
      countryCode: "KR",
      ticketPlatforms: null,
      ticketUrl: null,
      genre: pick(rng, GENRES) satisfies Genre,
      status: i < demoArtists.length || rng() < 0.8 ? "UPCOMING" : "COMPLETED",
    });
  }
  return { artists: list, concerts };
}
