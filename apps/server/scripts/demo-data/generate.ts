/**
 * Demo data generator for naehan.
 *
 *   npx tsx apps/server/scripts/demo-data/generate.ts      (from the repository root)
 *
 * Expands the authoring sources next to this file into apps/server/src/demo/data/:
 *   artists.json, setlists/<key>.json (setlist.fm REST 1.0 pages), concerts.json, board.json.
 * Deterministic: every random choice comes from a PRNG seeded with the artist key, date and
 * venue, so two runs write byte-identical files. Check the result with check.ts.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ARTISTS } from "./artists/index";
import { ARTICLES } from "./board/index";
import { USERS } from "./board/users";
import { CONCERTS, PLATFORMS } from "./concerts";
import { demoPrices, demoTicketRounds } from "./ticket-rounds";
import { buildSets, type FmSet, type FmSong } from "./lib/expand";
import { CITIES, COUNTRIES } from "./lib/places";
import { fnv1a, formatUpdated, hex8, isoToMs, kstPlus, seeded, toEventDate } from "./lib/random";
import type { ArtistSource, Leg, Show } from "./lib/types";
import { VENUES } from "./lib/venues";

const HERE = dirname(fileURLToPath(import.meta.url));
export const DATA_DIR = join(HERE, "../../src/demo/data");
const PAGE_SIZE = 20;
/** Past concerts end before this day; lastUpdated never goes past LAST_EDIT. */
const PAST_BEFORE = "2026-11-01";
const LAST_EDIT = Date.UTC(2026, 10, 15, 9, 30);

function writeJson(path: string, value: unknown): void {
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

function venueJson(key: string, where: string) {
  const venue = VENUES[key];
  if (!venue) throw new Error(`${where}: unknown venue "${key}"`);
  const [name, cityKey] = venue;
  const city = CITIES[cityKey];
  if (!city) throw new Error(`${where}: unknown city "${cityKey}"`);
  const [cityName, state, stateCode, geoId, lat, long, code] = city;
  const country = COUNTRIES[code];
  if (!country) throw new Error(`${where}: unknown country "${code}"`);
  return {
    id: hex8(`venue|${name}|${cityKey}`),
    name,
    city: {
      id: geoId ?? String(1_000_000 + (fnv1a(`city|${cityKey}`) % 8_000_000)),
      name: cityName,
      state,
      stateCode,
      coords: { lat, long },
      country: { code, name: country },
    },
  };
}

/** setlist.fm key order: name, with, cover, info, tape. */
function songJson(song: FmSong): FmSong {
  const out: FmSong = { name: song.name };
  if (song.with) out.with = song.with;
  if (song.cover) out.cover = song.cover;
  if (song.info !== undefined) out.info = song.info;
  if (song.tape) out.tape = true;
  return out;
}

const usedIds = new Set<string>();
function uniqueId(seed: string): string {
  for (let salt = 0; ; salt++) {
    const id = hex8(salt === 0 ? seed : `${seed}#${salt}`);
    if (!usedIds.has(id)) {
      usedIds.add(id);
      return id;
    }
  }
}

function setlistsOf(artist: ArtistSource) {
  const shows: { leg: Leg; show: Show }[] = artist.legs.flatMap((leg) =>
    leg.shows.map((show) => ({ leg, show })),
  );
  shows.sort((a, b) => b.show[0].localeCompare(a.show[0]) || a.show[1].localeCompare(b.show[1]));
  const artistRef = {
    mbid: artist.mbid ?? "",
    name: artist.name,
    sortName: artist.sortName,
    disambiguation: "",
    url:
      artist.setlistUrl ?? `https://www.setlist.fm/search?query=${encodeURIComponent(artist.name)}`,
  };
  return shows.map(({ leg, show }) => {
    const [date, venueKey, opts = {}] = show;
    const where = `${artist.key} ${date} ${venueKey}`;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date >= PAST_BEFORE)
      throw new Error(`${where}: bad date`);
    const seed = `${artist.key}|${date}|${venueKey}`;
    const rng = seeded(seed);
    const sets: FmSet[] = buildSets(leg, opts, rng, where).map((set) => ({
      ...set,
      song: set.song.map(songJson),
    }));
    const id = uniqueId(seed);
    const edited = isoToMs(date) + Math.floor((1 + rng() * 40) * 86_400_000);
    return {
      id,
      versionId: hex8(`${id}|version|${sets.length}`),
      eventDate: toEventDate(date),
      lastUpdated: formatUpdated(Math.min(edited, LAST_EDIT - Math.floor(rng() * 86_400_000))),
      artist: artistRef,
      venue: venueJson(venueKey, where),
      ...(leg.tour ? { tour: { name: leg.tour } } : {}),
      sets: { set: sets },
      ...(opts.info ? { info: opts.info } : {}),
    };
  });
}

function pages<T>(items: T[]) {
  const out = [];
  for (let i = 0; i < items.length; i += PAGE_SIZE) {
    out.push({
      type: "setlists",
      itemsPerPage: PAGE_SIZE,
      page: i / PAGE_SIZE + 1,
      total: items.length,
      setlist: items.slice(i, i + PAGE_SIZE),
    });
  }
  return out;
}

function main(): void {
  const setlistDir = join(DATA_DIR, "setlists");
  mkdirSync(setlistDir, { recursive: true });
  for (const file of readdirSync(setlistDir)) {
    if (file.endsWith(".json")) rmSync(join(setlistDir, file));
  }

  writeJson(
    join(DATA_DIR, "artists.json"),
    ARTISTS.map((a) => ({
      key: a.key,
      mbid: a.mbid,
      name: a.name,
      krName: a.krName,
      aliases: a.aliases,
      genre: a.genre,
      snsUrl: a.snsUrl,
      mediaUrl: a.mediaUrl,
    })),
  );
  for (const artist of ARTISTS) {
    writeJson(join(setlistDir, `${artist.key}.json`), pages(setlistsOf(artist)));
  }

  const genreOf = new Map(ARTISTS.map((a) => [a.key, a.genre]));
  const byDate = [...CONCERTS].sort((a, b) => a[3].localeCompare(b[3]) || a[0].localeCompare(b[0]));
  const concerts = byDate.map(([artistKey, title, subTitle, start, end, venue, city, platform]) => {
    const genre = genreOf.get(artistKey);
    if (!genre) throw new Error(`concert of unknown artist "${artistKey}"`);
    return {
      artistKey,
      title,
      subTitle,
      startDate: start,
      endDate: end,
      venueName: venue,
      cityName: city,
      countryName: "대한민국",
      countryCode: "KR",
      ticketPlatforms: platform,
      ticketUrl: PLATFORMS[platform],
      genre,
      concertStatus: "UPCOMING",
      ticketRounds: demoTicketRounds(start, platform, PLATFORMS[platform]!),
      prices: demoPrices(venue),
    };
  });
  writeJson(join(DATA_DIR, "concerts.json"), concerts);

  const articles = ARTICLES.map((a) => {
    let concertIndex: number | null = null;
    if (a.concert !== undefined && a.concert !== null) {
      const own = concerts.flatMap((c, i) => (c.artistKey === a.artist ? [i] : []));
      const index = own[a.concert];
      if (index === undefined)
        throw new Error(`"${a.title}": no concert #${a.concert} of ${a.artist}`);
      concertIndex = index;
    }
    return {
      artistKey: a.artist,
      author: a.author,
      categoryType: a.concert === undefined ? "FREE_BOARD" : "NEW_CONCERT",
      concertIndex,
      title: a.title,
      content: a.content.trim(),
      createdAt: kstPlus(a.at, 0),
      comments: a.comments.map(([author, content, after]) => ({
        author,
        content,
        createdAt: kstPlus(a.at, after),
      })),
    };
  });
  writeJson(join(DATA_DIR, "board.json"), { users: USERS, articles });

  const total = ARTISTS.reduce((n, a) => n + a.legs.reduce((m, l) => m + l.shows.length, 0), 0);
  console.log(
    `wrote ${ARTISTS.length} artists, ${total} past concerts, ${concerts.length} upcoming concerts, ` +
      `${USERS.length} users, ${articles.length} articles to ${DATA_DIR}`,
  );
}

main();
