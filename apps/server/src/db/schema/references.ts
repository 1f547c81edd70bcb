import { integer } from "drizzle-orm/pg-core";
import { newConcerts } from "./catalogue";
import { users } from "./users";

// The foreign keys most tables share, written once. (Tables in users.ts and catalogue.ts write
// their own: those files are what these point at.)

/** The account a row belongs to; the row goes with the account. */
export const ownedByUser = () =>
  integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** The concert a row is about; the row goes with the concert. */
export const aboutConcert = () =>
  integer("new_concert_id")
    .notNull()
    .references(() => newConcerts.id, { onDelete: "cascade" });
