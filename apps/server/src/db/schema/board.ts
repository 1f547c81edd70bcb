import { index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { articleCategoryEnum } from "./enums";
import { artists, newConcerts } from "./catalogue";
import { timestamps } from "./columns";
import { users } from "./users";

export const articles = pgTable(
  "articles",
  {
    id: serial("id").primaryKey(),
    artistId: integer("artist_id")
      .notNull()
      .references(() => artists.id, { onDelete: "restrict" }),
    /** Null once the author's account is gone; the post stays (shown as 익명). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    newConcertId: integer("new_concert_id").references(() => newConcerts.id, {
      onDelete: "set null",
    }),
    category: articleCategoryEnum("category").notNull().default("FREE_BOARD"),
    title: text("title").notNull(),
    content: text("content").notNull(),
    ...timestamps,
  },
  (t) => [
    index("articles_artist_idx").on(t.artistId, t.id),
    index("articles_user_idx").on(t.userId, t.id),
    index("articles_concert_idx").on(t.newConcertId),
  ],
);

export const comments = pgTable(
  "comments",
  {
    id: serial("id").primaryKey(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    ...timestamps,
  },
  (t) => [
    index("comments_article_idx").on(t.articleId, t.id),
    index("comments_user_idx").on(t.userId, t.id),
  ],
);
