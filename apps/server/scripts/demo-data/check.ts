/**
 * Checks the generated demo data against the rules it was written for.
 *
 *   npx tsx apps/server/scripts/demo-data/check.ts      (from the repository root)
 *
 * Exits with status 1 and lists every broken rule, or prints a summary.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkUpcomingAndBoard, type Json } from "./lib/check-upcoming";
import { COUNTRIES } from "./lib/places";

const DATA = join(dirname(fileURLToPath(import.meta.url)), "../../src/demo/data");
const GENRES = ["POP", "ROCK", "HIPHOP", "R&B", "JPOP"];
const COUNTRY_NAMES = new Set(Object.values(COUNTRIES));

const errors: string[] = [];
function expect(ok: unknown, message: string): void {
  if (!ok) errors.push(message);
}
const read = (path: string): Json => JSON.parse(readFileSync(join(DATA, path), "utf8"));
const isoOf = (ddmmyyyy: string) => ddmmyyyy.split("-").reverse().join("-");
const isPerson = (p: Json) =>
  p &&
  typeof p.name === "string" &&
  p.name !== "" &&
  typeof p.sortName === "string" &&
  p.mbid === "" &&
  p.disambiguation === "" &&
  p.url === "";

// ---------- artists.json
const artists: Json[] = read("artists.json");
const byKey = new Map<string, Json>(artists.map((a) => [a.key, a]));
expect(artists.length >= 26, `artists: ${artists.length} < 26`);
expect(byKey.size === artists.length, "artists: duplicate keys");
for (const a of artists) {
  const k = a.key;
  expect(/^[a-z0-9-]+$/.test(k), `${k}: bad key`);
  expect(GENRES.includes(a.genre), `${k}: bad genre ${a.genre}`);
  expect(a.name && a.krName && /[가-힣]/.test(a.krName), `${k}: name/krName`);
  expect(
    Array.isArray(a.aliases) && a.aliases.every((s: unknown) => typeof s === "string"),
    `${k}: aliases`,
  );
  expect(
    a.mbid === null || /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/.test(a.mbid),
    `${k}: mbid`,
  );
  expect(/^https:\/\/(www\.instagram\.com|x\.com)\/[^/]+\/?$/.test(a.snsUrl), `${k}: snsUrl`);
  expect(a.mediaUrl.startsWith("https://www.youtube.com/"), `${k}: mediaUrl`);
}
for (const g of GENRES) {
  const n = artists.filter((a) => a.genre === g).length;
  expect(n >= 4, `genre ${g}: only ${n} artists`);
}

// ---------- setlists/<key>.json
const files = readdirSync(join(DATA, "setlists")).filter((f) => f.endsWith(".json"));
expect(
  files.length === artists.length,
  `setlists: ${files.length} files for ${artists.length} artists`,
);
const ids = new Set<string>();
const stats = {
  shows: 0,
  kr: 0,
  encore: 0,
  encore2: 0,
  tape: 0,
  cover: 0,
  with: 0,
  songInfo: 0,
  setInfo: 0,
};
const repriseArtists = new Set<string>();
const emptyArtists = new Set<string>();
const pastCounts = new Map<string, number>();
let inRange = 0;
let nonEmpty = 0;
for (const a of artists) {
  const k = a.key;
  const file = `setlists/${k}.json`;
  if (!existsSync(join(DATA, file))) {
    errors.push(`${k}: missing ${file}`);
    continue;
  }
  const pages: Json[] = read(file);
  const all: Json[] = pages.flatMap((p) => p.setlist);
  pastCounts.set(k, all.length);
  expect(all.length >= 14, `${k}: ${all.length} past concerts < 14`);
  pages.forEach((p, i) => {
    expect(
      p.type === "setlists" && p.itemsPerPage === 20 && p.page === i + 1,
      `${k}: page ${i + 1} header`,
    );
    expect(p.total === all.length, `${k}: page ${i + 1} total`);
    const full =
      i < pages.length - 1
        ? p.setlist.length === 20
        : p.setlist.length >= 1 && p.setlist.length <= 20;
    expect(full, `${k}: page ${i + 1} has ${p.setlist.length} setlists`);
  });
  let previous = "9999-12-31";
  for (const s of all) {
    const where = `${k} ${s.eventDate}`;
    stats.shows++;
    expect(!("url" in s), `${where}: has a setlist url`);
    expect(/^[0-9a-f]{8}$/.test(s.id) && !ids.has(s.id), `${where}: id ${s.id} bad or duplicate`);
    ids.add(s.id);
    expect(/^[0-9a-f]{8}$/.test(s.versionId), `${where}: versionId`);
    expect(/^\d{2}-\d{2}-\d{4}$/.test(s.eventDate), `${where}: eventDate format`);
    const iso = isoOf(s.eventDate);
    expect(!Number.isNaN(Date.parse(iso)) && iso < "2026-11-01", `${where}: date not in the past`);
    expect(iso <= previous, `${where}: not newest first`);
    previous = iso;
    expect(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000\+0000$/.test(s.lastUpdated),
      `${where}: lastUpdated`,
    );
    expect(
      s.lastUpdated.slice(0, 10) >= iso && s.lastUpdated < "2026-11-20",
      `${where}: lastUpdated range`,
    );
    expect(s.artist?.name === a.name && s.artist.mbid === (a.mbid ?? ""), `${where}: artist`);
    const v = s.venue;
    expect(
      /^[0-9a-f]{8}$/.test(v?.id) && v.name && v.city?.name && /^\d+$/.test(v.city.id),
      `${where}: venue`,
    );
    expect(
      typeof v?.city?.coords?.lat === "number" && typeof v.city.coords.long === "number",
      `${where}: coords`,
    );
    expect(
      COUNTRY_NAMES.has(v?.city?.country?.name) && /^[A-Z]{2}$/.test(v.city.country.code),
      `${where}: country`,
    );
    if (v?.city?.country?.code === "KR") stats.kr++;
    if (s.tour !== undefined)
      expect(typeof s.tour.name === "string" && s.tour.name !== "", `${where}: tour`);
    if (s.info !== undefined) stats.setInfo++;
    const sets: Json[] = s.sets?.set;
    expect(Array.isArray(sets), `${where}: sets.set`);
    if (!Array.isArray(sets)) continue;
    if (sets.length === 0) {
      emptyArtists.add(k);
      continue;
    }
    nonEmpty++;
    expect(sets[0].encore === undefined, `${where}: first set is an encore`);
    sets.slice(1).forEach((set, i) => expect(set.encore === i + 1, `${where}: encore numbering`));
    if (sets.length > 1) stats.encore++;
    if (sets.length > 2) stats.encore2++;
    const songs: Json[] = sets.flatMap((set) => set.song);
    expect(songs.length >= 5 && songs.length <= 40, `${where}: ${songs.length} songs`);
    if (songs.length >= 12) inRange++;
    const seen = new Set<string>();
    for (const song of songs) {
      expect(typeof song.name === "string" && song.name.trim() !== "", `${where}: empty song name`);
      if (seen.has(song.name)) {
        expect(song.info === "reprise", `${where}: "${song.name}" twice without reprise`);
        repriseArtists.add(k);
      }
      seen.add(song.name);
      if (song.tape !== undefined) expect(song.tape === true, `${where}: tape flag`);
      if (song.tape) stats.tape++;
      if (song.cover !== undefined) {
        expect(isPerson(song.cover), `${where}: cover of "${song.name}"`);
        stats.cover++;
      }
      if (song.with !== undefined) {
        expect(isPerson(song.with), `${where}: with on "${song.name}"`);
        stats.with++;
      }
      if (song.info !== undefined && song.info !== "reprise") stats.songInfo++;
    }
  }
}
const big = [...pastCounts.values()].filter((n) => n >= 24 && n <= 32).length;
expect(big >= 6, `only ${big} artists with 24-32 past concerts`);
expect(inRange >= nonEmpty * 0.9, `only ${inRange}/${nonEmpty} full setlists have 12+ songs`);
expect(stats.encore >= stats.shows / 2 && stats.encore2 >= 1, "too few encores");
expect(stats.tape >= 20 && stats.cover >= 10 && stats.with >= 5, "too few tapes/covers/guests");
expect(stats.songInfo >= 10 && stats.setInfo >= 10, "too few info notes");
expect(repriseArtists.size >= 3, `reprise in only ${repriseArtists.size} artists`);
expect(emptyArtists.size >= 4, `empty setlist in only ${emptyArtists.size} artists`);

const { concerts, concertArtists, multiDay, board, perBoard, commentCount } = checkUpcomingAndBoard(
  read,
  expect,
  byKey,
);

// ---------- summary
const pad = (s: string, n: number) => s + " ".repeat(Math.max(0, n - [...s].length));
console.log("artists");
for (const a of artists) {
  const line = `  ${pad(a.name, 24)} ${pad(a.krName, 12)} ${pad(a.genre, 7)}`;
  console.log(
    `${line} ${String(pastCounts.get(a.key) ?? 0).padStart(3)} past  mbid ${a.mbid ?? "null"}`,
  );
}
console.log(
  `genres: ${GENRES.map((g) => `${g} ${artists.filter((a) => a.genre === g).length}`).join(", ")}\n` +
    `past concerts: ${stats.shows} (${stats.kr} in South Korea), ${big} artists with 24-32, ` +
    `${nonEmpty} with a setlist, ${stats.shows - nonEmpty} empty stubs (${[...emptyArtists].join(", ")})\n` +
    `encores: ${stats.encore} shows (${stats.encore2} with a 2nd encore); tapes ${stats.tape}, ` +
    `covers ${stats.cover}, guest appearances ${stats.with}, song notes ${stats.songInfo}, ` +
    `setlist notes ${stats.setInfo}\nreprises: ${[...repriseArtists].join(", ")}\n` +
    `upcoming concerts: ${concerts.length} for ${concertArtists.size} artists, ${multiDay} multi-day\n` +
    `board: ${board.users.length} users, ${board.articles.length} articles over ${perBoard.size} artists ` +
    `(${[...perBoard]
      .filter(([, n]) => n >= 12)
      .map(([k, n]) => `${k} ${n}`)
      .join(", ")}), ` +
    `${commentCount} comments`,
);
if (errors.length > 0) {
  console.error(`\n${errors.length} problem(s):\n${errors.map((e) => `  - ${e}`).join("\n")}`);
  process.exit(1);
}
console.log("\nall checks passed");
