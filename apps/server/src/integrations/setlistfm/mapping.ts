import type { OneOrMany, SetlistFmSetlist, SetlistFmSong } from "./types";

/** A past concert as we store it, independent of where it came from. */
export interface PastConcertRecord {
  setlistfmId: string;
  versionId: string | null;
  /** `YYYY-MM-DD` */
  eventDate: string;
  venueName: string;
  cityName: string;
  countryName: string;
  countryCode: string | null;
  tourName: string | null;
  setlistUrl: string | null;
  info: string | null;
  /** In performance order: main sets first, then encores; position = index + 1. */
  entries: SetlistEntryRecord[];
}

export interface SetlistEntryRecord {
  title: string;
  /** 0 for a main set, n for the n-th encore. */
  encore: number;
  tape: boolean;
  coverArtist: string | null;
  withArtist: string | null;
  info: string | null;
}

export const asArray = <T>(value: OneOrMany<T> | undefined | null): T[] =>
  value == null ? [] : Array.isArray(value) ? value : [value];

const text = (value: string | undefined | null): string | null => {
  const trimmed = value?.normalize("NFC").trim();
  return trimmed ? trimmed : null;
};

/** setlist.fm's `eventDate` is `dd-MM-yyyy`; anything that is not a real date is rejected. */
export function parseEventDate(value: string | undefined): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value ?? "");
  if (!match) return null;
  const [, dd, mm, yyyy] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  if (date.getUTCDate() !== Number(dd) || date.getUTCMonth() !== Number(mm) - 1) return null;
  return `${yyyy}-${mm}-${dd}`;
}

/** The identity of a song title: spelling variants in case and spacing are one song. */
export function songTitleKey(title: string): string {
  return title.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();
}

function toEntry(song: SetlistFmSong, encore: number): SetlistEntryRecord | null {
  const title = text(song.name)?.replace(/\s+/g, " ");
  // setlist.fm allows nameless songs ("unknown song"); they cannot be ranked or predicted.
  if (!title) return null;
  return {
    title,
    encore,
    tape: song.tape === true,
    coverArtist: text(song.cover?.name),
    withArtist: text(song.with?.name),
    info: text(song.info),
  };
}

/** Maps one setlist.fm setlist; null when it lacks what a past concert needs (id, date, venue). */
export function mapSetlist(setlist: SetlistFmSetlist): PastConcertRecord | null {
  const eventDate = parseEventDate(setlist.eventDate);
  const venueName = text(setlist.venue?.name);
  if (!text(setlist.id) || !eventDate || !venueName) return null;
  const city = setlist.venue?.city;

  const sets = asArray(setlist.sets === "" ? undefined : setlist.sets?.set)
    .map((set, index) => ({ set, index, encore: Math.max(0, Math.trunc(set.encore ?? 0)) }))
    // Main sets in their order, then encore 1, 2, … (stable for equal numbers).
    .sort((a, b) => a.encore - b.encore || a.index - b.index);

  const entries = sets.flatMap(({ set, encore }) =>
    asArray(set.song).flatMap((song) => toEntry(song, encore) ?? []),
  );

  return {
    setlistfmId: setlist.id.trim(),
    versionId: text(setlist.versionId),
    eventDate,
    venueName,
    cityName: text(city?.name) ?? "",
    countryName: text(city?.country?.name) ?? "",
    countryCode: text(city?.country?.code),
    tourName: text(setlist.tour?.name),
    setlistUrl: text(setlist.url),
    info: text(setlist.info),
    entries,
  };
}
