import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import type { Genre, TicketRoundKind } from "@naehan/contract";
import { serverRoot } from "../db/paths";
import type { SetlistFmPage } from "../integrations/setlistfm/types";

/** The demo catalogue's folder: read from the source tree, by the bundle as by the tests. */
export const demoDataDir = join(serverRoot, "src/demo/data");

/** The demo catalogue's files (see README: demo data). Setlists are in setlist.fm's own format. */
export interface DemoArtist {
  key: string;
  mbid: string | null;
  name: string;
  krName: string;
  aliases: string[];
  genre: Genre;
  snsUrl: string | null;
  mediaUrl: string | null;
}

export interface DemoConcert {
  artistKey: string;
  title: string;
  subTitle: string | null;
  startDate: string;
  endDate: string;
  /** `19:30`, Korean time; null while not announced. */
  startTime: string | null;
  doorsTime: string | null;
  venueName: string;
  cityName: string;
  countryName: string;
  countryCode: string;
  ticketPlatforms: string | null;
  ticketUrl: string | null;
  genre: Genre;
  concertStatus: "UPCOMING" | "COMPLETED";
  /** Its ticket rounds, times with their +09:00 offset. */
  ticketRounds: {
    kind: TicketRoundKind;
    label: string;
    vendor: string;
    opensAt: string;
    closesAt: string | null;
    url: string | null;
    eligibility: string[];
    note: string | null;
  }[];
  prices: { grade: string; price: number }[];
}

export interface DemoBoard {
  users: { nickname: string; email: string }[];
  articles: {
    artistKey: string;
    author: string;
    categoryType: "FREE_BOARD" | "NEW_CONCERT";
    concertIndex: number | null;
    title: string;
    content: string;
    createdAt: string;
    comments: { author: string; content: string; createdAt: string }[];
  }[];
}

export interface DemoData {
  artists: DemoArtist[];
  setlists: Map<string, SetlistFmPage[]>;
  concerts: DemoConcert[];
  board: DemoBoard | null;
  /** Korean readings of song titles (한글 독음/번역), by artist key, then by title as played. */
  readings: Record<string, Record<string, string>>;
}

async function readJson<T>(path: string): Promise<T> {
  return JSON.parse(await readFile(path, "utf8")) as T;
}

export async function loadDemoData(dir: string): Promise<DemoData> {
  const artists = await readJson<DemoArtist[]>(join(dir, "artists.json"));
  const concerts = await readJson<DemoConcert[]>(join(dir, "concerts.json"));
  const setlists = new Map<string, SetlistFmPage[]>();
  const files = (await readdir(join(dir, "setlists"))).filter((f) => f.endsWith(".json"));
  await Promise.all(
    files.map(async (file) => {
      setlists.set(file.replace(/\.json$/, ""), await readJson(join(dir, "setlists", file)));
    }),
  );
  const board = await readJson<DemoBoard>(join(dir, "board.json")).catch(() => null);
  const readings = await readJson<DemoData["readings"]>(join(dir, "song-readings.json")).catch(
    () => ({}),
  );
  return { artists, setlists, concerts, board, readings };
}
