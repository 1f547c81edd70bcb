/** Expands the song DSL of one show (see types.ts) into setlist.fm `sets.set`. */
import { PEOPLE } from "./people";
import { pick, type Rng } from "./random";
import type { Leg, ShowOpts } from "./types";

export interface FmPerson {
  name: string;
  mbid: string;
  sortName: string;
  disambiguation: string;
  url: string;
}
export interface FmSong {
  name: string;
  with?: FmPerson;
  cover?: FmPerson;
  info?: string;
  tape?: boolean;
}
export interface FmSet {
  encore?: number;
  song: FmSong[];
}

export function person(name: string): FmPerson {
  const sortName = PEOPLE[name];
  if (sortName === undefined)
    throw new Error(`unknown cover/guest artist "${name}" (lib/people.ts)`);
  return { name, mbid: "", sortName, disambiguation: "", url: "" };
}

interface Item {
  chance: number;
  options: FmSong[];
}

function parseSong(text: string): FmSong {
  let rest = text.trim();
  let tape = false;
  if (rest.startsWith("~")) {
    tape = true;
    rest = rest.slice(1).trim();
  }
  let info: string | undefined;
  const infoMatch = /\s*\{([^}]+)\}$/.exec(rest);
  if (infoMatch) {
    info = infoMatch[1];
    rest = rest.slice(0, infoMatch.index);
  }
  let cover: FmPerson | undefined;
  const coverMatch = /\s*\[([^\]]+)\]$/.exec(rest);
  if (coverMatch?.[1]) {
    cover = person(coverMatch[1]);
    rest = rest.slice(0, coverMatch.index);
  }
  if (rest === "") throw new Error(`empty song in "${text}"`);
  const song: FmSong = { name: rest };
  if (cover) song.cover = cover;
  if (info) song.info = info;
  if (tape) song.tape = true;
  return song;
}

export function parseItem(raw: string): Item {
  let text = raw.trim();
  let chance = 1;
  if (text.startsWith("??")) {
    chance = 1 / 6;
    text = text.slice(2);
  } else if (text.startsWith("?")) {
    chance = 0.5;
    text = text.slice(1);
  }
  return { chance, options: text.split(" | ").map(parseSong) };
}

function findSong(sets: FmSong[][], name: string, where: string): FmSong {
  for (const set of sets) {
    const song = set.find((s) => s.name === name);
    if (song) return song;
  }
  throw new Error(`${where}: song "${name}" is not in the show`);
}

/** The sets of one show; `where` names the show in error messages. */
export function buildSets(leg: Leg, opts: ShowOpts, rng: Rng, where: string): FmSet[] {
  if (opts.empty) return [];
  const sets: FmSong[][] = leg.sets.map((items) => {
    const songs: FmSong[] = [];
    for (const raw of items) {
      const item = parseItem(raw);
      const roll = rng();
      if (roll >= item.chance) continue;
      songs.push({ ...pick(rng, item.options) });
    }
    return songs;
  });
  const dropped = new Set(opts.drop ?? []);
  for (let i = 0; i < sets.length; i++)
    sets[i] = (sets[i] ?? []).filter((s) => !dropped.has(s.name));
  const main = sets[0];
  if (!main) throw new Error(`${where}: a leg needs a main set`);
  for (const raw of opts.add ?? []) main.push(...parseItem(raw).options);
  if (opts.encoreAdd?.length) {
    if (sets.length === 1) sets.push([]);
    sets[sets.length - 1]?.push(...opts.encoreAdd.flatMap((raw) => parseItem(raw).options));
  }
  // A song added for one show may also have come up in a rotating slot: keep the first.
  const seen = new Set<string>();
  for (let i = 0; i < sets.length; i++) {
    sets[i] = (sets[i] ?? []).filter((s) => {
      if (seen.has(s.name)) return false;
      seen.add(s.name);
      return true;
    });
  }
  // Now and then two neighbouring songs trade places, as they do on a real tour.
  if (rng() < 0.3 && main.length > 8) {
    const i = 2 + Math.floor(rng() * (main.length - 5));
    const a = main[i];
    const b = main[i + 1];
    if (a && b && !a.tape && !b.tape) {
      main[i] = b;
      main[i + 1] = a;
    }
  }
  for (const [name, guest] of Object.entries(opts.with ?? {})) {
    findSong(sets, name, where).with = person(guest);
  }
  for (const [name, info] of Object.entries(opts.notes ?? {})) {
    findSong(sets, name, where).info = info;
  }
  if (opts.reprise) {
    const first = findSong(sets, opts.reprise, where);
    const last = sets[sets.length - 1] ?? [];
    // before a taped walk-off, if the show ends with one
    const at = last[last.length - 1]?.tape ? last.length - 1 : last.length;
    last.splice(at, 0, { name: first.name, info: "reprise" });
  }
  return sets
    .map((song, i): FmSet => (i === 0 ? { song } : { encore: i, song }))
    .filter((set) => set.song.length > 0);
}
