import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  json,
  pgTable,
  real,
  serial,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { concertStatusEnum, genreEnum, predictionConfidenceEnum } from "./enums";
import { createdAt, timestamps } from "./columns";

export const artists = pgTable(
  "artists",
  {
    id: serial("id").primaryKey(),
    mbid: text("mbid"),
    name: text("name").notNull(),
    krName: text("kr_name"),
    /** Other names fans type: nicknames, abbreviations, alternative spellings. */
    aliases: text("aliases")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imgUrl: text("img_url"),
    snsUrl: text("sns_url"),
    mediaUrl: text("media_url"),
    ...timestamps,
  },
  (t) => [uniqueIndex("artists_mbid_key").on(t.mbid)],
);

export const songs = pgTable(
  "songs",
  {
    id: serial("id").primaryKey(),
    artistId: integer("artist_id")
      .notNull()
      .references(() => artists.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** The title folded for identity: NFC, trimmed, inner spaces collapsed, lower-cased. */
    titleKey: text("title_key").notNull(),
    /** A Korean reading or translation of a title in another script (夜に駆ける: 밤을 달리다). */
    reading: text("reading"),
  },
  (t) => [unique("songs_artist_title_key").on(t.artistId, t.titleKey)],
);

export const pastConcerts = pgTable(
  "past_concerts",
  {
    id: serial("id").primaryKey(),
    artistId: integer("artist_id")
      .notNull()
      .references(() => artists.id, { onDelete: "cascade" }),
    setlistfmId: text("setlistfm_id"),
    /** setlist.fm's version of the setlist; an unchanged version is skipped on re-sync. */
    versionId: text("version_id"),
    eventDate: date("event_date", { mode: "string" }).notNull(),
    venueName: text("venue_name").notNull(),
    cityName: text("city_name").notNull(),
    countryName: text("country_name").notNull(),
    countryCode: text("country_code"),
    tourName: text("tour_name"),
    setlistUrl: text("setlist_url"),
    info: text("info"),
    /** Songs in the setlist, excluding tape; kept so the ranking window skips empty shows cheaply. */
    songCount: integer("song_count").notNull().default(0),
    /**
     * The setlist as the API sends it (`setlists` of a past concert), written with its entries by
     * the import: reads serve it as it is instead of assembling hundreds of entries per request.
     */
    setlists: json("setlists")
      .notNull()
      .default(sql`'[]'::json`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("past_concerts_setlistfm_id_key").on(t.setlistfmId),
    index("past_concerts_artist_date_idx").on(t.artistId, t.eventDate, t.id),
  ],
);

export const setlistEntries = pgTable(
  "setlist_entries",
  {
    id: serial("id").primaryKey(),
    pastConcertId: integer("past_concert_id")
      .notNull()
      .references(() => pastConcerts.id, { onDelete: "cascade" }),
    songId: integer("song_id")
      .notNull()
      .references(() => songs.id, { onDelete: "cascade" }),
    /** 1..n across the whole show; encores continue the count. */
    position: integer("position").notNull(),
    /** 0 for the main set(s), n for the n-th encore. */
    encore: integer("encore").notNull().default(0),
    tape: boolean("tape").notNull().default(false),
    coverArtist: text("cover_artist"),
    withArtist: text("with_artist"),
    info: text("info"),
  },
  (t) => [
    unique("setlist_entries_concert_position_key").on(t.pastConcertId, t.position),
    index("setlist_entries_song_idx").on(t.songId),
  ],
);

/** A vendor's sales page (KOPIS's `relates`). */
export interface TicketLink {
  vendor: string;
  url: string;
}

export const newConcerts = pgTable(
  "new_concerts",
  {
    id: serial("id").primaryKey(),
    artistId: integer("artist_id")
      .notNull()
      .references(() => artists.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    subTitle: text("sub_title"),
    posterUrl: text("poster_url"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    /** When the show starts on its first day, Korean time (`19:30:00`); null when not known yet. */
    startTime: time("start_time"),
    /** When the doors open on its first day, Korean time; null when not known. */
    doorsTime: time("doors_time"),
    venueName: text("venue_name").notNull(),
    cityName: text("city_name").notNull(),
    countryName: text("country_name").notNull(),
    countryCode: text("country_code").notNull(),
    ticketPlatforms: text("ticket_platforms"),
    ticketUrl: text("ticket_url"),
    /** Each vendor's sales page (from KOPIS's listing); empty for a concert typed in. */
    ticketLinks: json("ticket_links")
      .$type<TicketLink[]>()
      .notNull()
      .default(sql`'[]'::json`),
    /** The venue's street address and coordinates (KOPIS's facility), for a map link. */
    venueAddress: text("venue_address"),
    venueLat: doublePrecision("venue_lat"),
    venueLng: doublePrecision("venue_lng"),
    genre: genreEnum("genre").notNull(),
    status: concertStatusEnum("status").notNull().default("UPCOMING"),
    /**
     * The setlist as played: a past concert of the artist, synced (linked when it falls within a
     * day of the concert's dates) or linked or typed in by the admin. Its prediction is then
     * frozen and audited against it.
     */
    actualPastConcertId: integer("actual_past_concert_id").references(() => pastConcerts.id, {
      onDelete: "set null",
    }),
    ...timestamps,
  },
  (t) => [
    index("new_concerts_genre_idx").on(t.genre, t.id),
    index("new_concerts_actual_idx").on(t.actualPastConcertId),
    index("new_concerts_artist_start_idx").on(t.artistId, t.startDate),
    check("new_concerts_dates_check", sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const predictedSetlistEntries = pgTable(
  "predicted_setlist_entries",
  {
    id: serial("id").primaryKey(),
    newConcertId: integer("new_concert_id")
      .notNull()
      .references(() => newConcerts.id, { onDelete: "cascade" }),
    songId: integer("song_id")
      .notNull()
      .references(() => songs.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    encore: boolean("encore").notNull().default(false),
    probability: real("probability").notNull(),
    ytLink: text("yt_link"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("predicted_setlist_concert_position_key").on(t.newConcertId, t.position),
    index("predicted_setlist_song_idx").on(t.songId),
  ],
);

/**
 * What a stored prediction says about itself, one row per predicted concert, written with its
 * songs and never changed after the show (the prediction is kept as it was shown).
 */
export const concertPredictions = pgTable("concert_predictions", {
  newConcertId: integer("new_concert_id")
    .primaryKey()
    .references(() => newConcerts.id, { onDelete: "cascade" }),
  confidence: predictionConfidenceEnum("confidence").notNull(),
  reason: text("reason").notNull(),
  basedOnShows: integer("based_on_shows").notNull(),
  /**
   * The model that made it (MODEL_VERSION); 0 for predictions stored before versions were. At
   * start-up an upcoming concert's prediction by an older model is made again.
   */
  modelVersion: integer("model_version").notNull().default(0),
  predictedAt: timestamp("predicted_at", { withTimezone: true }).defaultNow().notNull(),
});

/** The other songs of a predicted song's place ("A 또는 B"), most likely first. */
export const predictedSlotAlternatives = pgTable(
  "predicted_slot_alternatives",
  {
    id: serial("id").primaryKey(),
    entryId: integer("entry_id")
      .notNull()
      .references(() => predictedSetlistEntries.id, { onDelete: "cascade" }),
    songId: integer("song_id")
      .notNull()
      .references(() => songs.id, { onDelete: "cascade" }),
    rank: integer("rank").notNull(),
    probability: real("probability").notNull(),
  },
  (t) => [
    unique("predicted_slot_alternatives_entry_rank_key").on(t.entryId, t.rank),
    index("predicted_slot_alternatives_song_idx").on(t.songId),
  ],
);
