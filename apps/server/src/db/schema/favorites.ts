import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, unique } from "drizzle-orm/pg-core";
import { artists, newConcerts } from "./catalogue";
import { ownedByUser } from "./references";
import { createdAt } from "./columns";

export const favorites = pgTable(
  "favorites",
  {
    id: serial("id").primaryKey(),
    userId: ownedByUser(),
    artistId: integer("artist_id").references(() => artists.id, { onDelete: "cascade" }),
    newConcertId: integer("new_concert_id").references(() => newConcerts.id, {
      onDelete: "cascade",
    }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("favorites_user_artist_key").on(t.userId, t.artistId),
    unique("favorites_user_concert_key").on(t.userId, t.newConcertId),
    index("favorites_user_idx").on(t.userId, t.id),
    index("favorites_artist_idx").on(t.artistId),
    index("favorites_concert_idx").on(t.newConcertId),
    check("favorites_one_target_check", sql`num_nonnulls(${t.artistId}, ${t.newConcertId}) = 1`),
  ],
);
