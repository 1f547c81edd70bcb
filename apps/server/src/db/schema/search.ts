import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
} from "drizzle-orm/pg-core";
import { artists, newConcerts } from "./catalogue";

/** Where a search term comes from; also its weight in the ranking (earlier ranks higher). */
export const SEARCH_SOURCES = ["name", "alias", "title", "venue"] as const;
export const searchSourceEnum = pgEnum("search_source", SEARCH_SOURCES);

/**
 * The search index: every name, alias, concert title and venue in the forms a search compares,
 * computed when the artist or concert is written (see modules/search/search-index.ts), so a search
 * is one indexed query. A term belongs to an artist, or to one of the artist's concerts; a concert's
 * term also carries what the ranking needs (start date, upcoming or not), so ranking thousands of
 * matches reads this table alone.
 */
export const searchTerms = pgTable(
  "search_terms",
  {
    id: serial("id").primaryKey(),
    artistId: integer("artist_id")
      .notNull()
      .references(() => artists.id, { onDelete: "cascade" }),
    /** Null for the artist's own names. */
    concertId: integer("concert_id").references(() => newConcerts.id, { onDelete: "cascade" }),
    concertStart: date("concert_start", { mode: "string" }),
    concertUpcoming: boolean("concert_upcoming").notNull().default(false),
    source: searchSourceEnum("source").notNull(),
    /** The text folded for comparison: NFC, lower case, without whitespace. */
    term: text("term").notNull(),
    /**
     * The keys typed on a Korean 2-set keyboard to write the term, lower case (콜드플레이 →
     * zhfemvmffpdl; Latin text is itself). Wrong-layout typing, jamo-level prefixes and typo
     * similarity compare this ASCII form.
     */
    keys: text("keys").notNull(),
    /** Initial consonants (초성) of the term's Hangul syllables; null when it has none. */
    choseong: text("choseong"),
  },
  (t) => [
    index("search_terms_keys_trgm_idx").using("gin", t.keys.op("gin_trgm_ops")),
    index("search_terms_keys_prefix_idx").using("btree", t.keys.op("text_pattern_ops")),
    index("search_terms_choseong_trgm_idx")
      .using("gin", t.choseong.op("gin_trgm_ops"))
      .where(sql`${t.choseong} is not null`),
    index("search_terms_choseong_prefix_idx")
      .using("btree", t.choseong.op("text_pattern_ops"))
      .where(sql`${t.choseong} is not null`),
    index("search_terms_artist_idx").on(t.artistId),
    index("search_terms_concert_idx").on(t.concertId),
    check(
      "search_terms_concert_check",
      sql`(${t.concertId} is null) = (${t.concertStart} is null)`,
    ),
  ],
);
