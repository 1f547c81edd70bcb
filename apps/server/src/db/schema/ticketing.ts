import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { ticketRoundKindEnum } from "./enums";
import { aboutConcert } from "./references";

/** One sale of a concert's tickets by one vendor: a presale, the general sale, an extra opening. */
export const ticketRounds = pgTable(
  "ticket_rounds",
  {
    id: serial("id").primaryKey(),
    newConcertId: aboutConcert(),
    kind: ticketRoundKindEnum("kind").notNull(),
    label: text("label").notNull(),
    vendor: text("vendor").notNull(),
    opensAt: timestamp("opens_at", { withTimezone: true }).notNull(),
    closesAt: timestamp("closes_at", { withTimezone: true }),
    url: text("url"),
    eligibility: text("eligibility")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    note: text("note"),
    ...timestamps,
  },
  (t) => [
    index("ticket_rounds_concert_opens_idx").on(t.newConcertId, t.opensAt, t.id),
    index("ticket_rounds_opens_idx").on(t.opensAt, t.id),
    check("ticket_rounds_closes_after_opens_check", sql`${t.closesAt} > ${t.opensAt}`),
  ],
);

/** A concert's seat prices in won, in the order the admin listed them. */
export const ticketPrices = pgTable(
  "ticket_prices",
  {
    id: serial("id").primaryKey(),
    newConcertId: aboutConcert(),
    position: integer("position").notNull(),
    grade: text("grade").notNull(),
    price: integer("price").notNull(),
  },
  (t) => [
    unique("ticket_prices_concert_position_key").on(t.newConcertId, t.position),
    unique("ticket_prices_concert_grade_key").on(t.newConcertId, t.grade),
    check("ticket_prices_price_check", sql`${t.price} >= 0`),
  ],
);
