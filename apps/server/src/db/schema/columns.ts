import { timestamp } from "drizzle-orm/pg-core";

/** When a row was made: now, unless the insert says otherwise. */
export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).defaultNow().notNull();

export const timestamps = {
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
};
