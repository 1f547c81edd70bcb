import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  json,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { type TicketLink, artists, newConcerts } from "./catalogue";
import { timestamps } from "./columns";
import { importCandidateStatusEnum, importRunStateEnum } from "./enums";

/** A seat grade and its price in 원, as a candidate or a concert keeps them. */
export interface GradePrice {
  grade: string;
  price: number;
}

/** One field of a candidate that a later import saw changed. */
export interface CandidateChange {
  field: string;
  before: string;
  after: string;
}

/** One import from KOPIS: queued by the admin or the daily schedule, its counts and failures. */
export const importRuns = pgTable("import_runs", {
  id: serial("id").primaryKey(),
  source: text("source").notNull().default("kopis"),
  state: importRunStateEnum("state").notNull().default("QUEUED"),
  readCount: integer("read_count").notNull().default(0),
  newCount: integer("new_count").notNull().default(0),
  changedCount: integer("changed_count").notNull().default(0),
  skippedCount: integer("skipped_count").notNull().default(0),
  failedCount: integer("failed_count").notNull().default(0),
  /** One line per failure, in Korean, as the admin tab shows them. */
  failures: text("failures")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  startedAt: timestamp("started_at", { withTimezone: true }),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  ...timestamps,
});

/**
 * A KOPIS listing kept for an admin to approve (it becomes a concert) or dismiss; nothing reaches
 * fans before. Keyed by KOPIS's `mt20id`; an approved one points at its concert, which later
 * imports keep up to date.
 */
export const importCandidates = pgTable(
  "import_candidates",
  {
    id: serial("id").primaryKey(),
    mt20id: text("mt20id").notNull(),
    title: text("title").notNull(),
    cast: text("cast").notNull().default(""),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    venueName: text("venue_name").notNull(),
    area: text("area").notNull().default(""),
    venueAddress: text("venue_address"),
    venueLat: doublePrecision("venue_lat"),
    venueLng: doublePrecision("venue_lng"),
    /** KOPIS's poster address, and our stored copy of it (null without one, or when it failed). */
    sourcePosterUrl: text("source_poster_url"),
    posterUrl: text("poster_url"),
    prices: json("prices")
      .$type<GradePrice[]>()
      .notNull()
      .default(sql`'[]'::json`),
    /** KOPIS's own text of the prices (`pcseguidance`). */
    priceText: text("price_text").notNull().default(""),
    ticketLinks: json("ticket_links")
      .$type<TicketLink[]>()
      .notNull()
      .default(sql`'[]'::json`),
    /** KOPIS's show times (`dtguidance`). */
    showTimes: text("show_times").notNull().default(""),
    /** 공연예정, 공연중 or 공연완료. */
    kopisState: text("kopis_state").notNull(),
    /** KOPIS's 내한 flag (null: the record did not carry it) and why the listing was kept. */
    visit: boolean("visit"),
    festival: boolean("festival").notNull().default(false),
    keptBecause: text("kept_because").notNull(),
    /** What the last import saw, to tell a changed listing from an unchanged one. */
    fingerprint: text("fingerprint").notNull(),
    changes: json("changes")
      .$type<CandidateChange[]>()
      .notNull()
      .default(sql`'[]'::json`),
    changedAt: timestamp("changed_at", { withTimezone: true }),
    status: importCandidateStatusEnum("status").notNull().default("PENDING"),
    /** The artist the Korean-aware search found for its cast or title when it was imported. */
    proposedArtistId: integer("proposed_artist_id").references(() => artists.id, {
      onDelete: "set null",
    }),
    newConcertId: integer("new_concert_id").references(() => newConcerts.id, {
      onDelete: "set null",
    }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("import_candidates_mt20id_key").on(t.mt20id),
    index("import_candidates_status_idx").on(t.status, t.id),
    index("import_candidates_concert_idx").on(t.newConcertId),
  ],
);
