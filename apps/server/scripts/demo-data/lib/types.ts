/**
 * Authoring types for the demo data. The artist modules under ../artists describe tours in a
 * compact form; generate.ts expands them into setlist.fm-shaped JSON.
 *
 * Song DSL (one string per slot in a set):
 *   "Song"             always played
 *   "?Song"            played at about half of the shows (rotating slot)
 *   "??Song"           a rarity, played at about one show in six
 *   "A | B | C"        exactly one of the options (seeded per show)
 *   "~Song"            taped (intro / walk-on / outro), setlist.fm `tape: true`
 *   "Song [Artist]"    a cover of <Artist> (must be listed in lib/people.ts)
 *   "Song {note}"      setlist.fm `info`
 * Modifiers combine in this order: "?~Song [Artist] {note}".
 */

export type Genre = "POP" | "ROCK" | "HIPHOP" | "R&B" | "JPOP";

export interface ShowOpts {
  /** setlist-level `info` */
  info?: string;
  /** a stub nobody has filled in yet: `sets.set` is [] */
  empty?: boolean;
  /** DSL items appended to the main set */
  add?: string[];
  /** DSL items appended to the last encore (an encore is created if there is none) */
  encoreAdd?: string[];
  /** song names removed from this show */
  drop?: string[];
  /** song name -> guest artist (must be listed in lib/people.ts) */
  with?: Record<string, string>;
  /** song name -> `info` */
  notes?: Record<string, string>;
  /** the song is played again at the end of the show, marked `info: "reprise"` */
  reprise?: string;
}

/** [ISO date "yyyy-mm-dd", venue key from lib/venues.ts, options] */
export type Show = readonly [date: string, venue: string, opts?: ShowOpts];

export interface Leg {
  /** tour name as setlist.fm shows it, or null for one-offs and festivals */
  tour: string | null;
  /** sets[0] is the main set, sets[n] the n-th encore */
  sets: readonly (readonly string[])[];
  shows: readonly Show[];
}

export interface ArtistSource {
  key: string;
  /** verified MusicBrainz id, or null when it could not be verified */
  mbid: string | null;
  name: string;
  sortName: string;
  krName: string;
  aliases: string[];
  genre: Genre;
  snsUrl: string;
  mediaUrl: string;
  /** setlist.fm artist page; defaults to a setlist.fm search URL */
  setlistUrl?: string;
  legs: Leg[];
}
