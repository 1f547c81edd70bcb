import type { ArticleCategory } from "@naehan/contract";
import { eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ownerPage } from "../../lib/pagination";
import { articles, artists, comments, newConcerts, users } from "../../db/schema";

/** Per article, one index-only count on comments_article_idx. */
const commentCount = sql<number>`(
  select count(*) from ${comments} where ${comments.articleId} = ${articles.id}
)::int`;

/** Everything the wire shape of an article needs, in one statement. */
function selectArticles(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: articles.id,
      title: articles.title,
      content: articles.content,
      category: articles.category,
      userName: users.nickname,
      artistId: articles.artistId,
      artistName: artists.name,
      newConcertId: articles.newConcertId,
      newConcertTitle: newConcerts.title,
      createdAt: articles.createdAt,
      updatedAt: articles.updatedAt,
      commentCount: commentCount.as("comment_count"),
    })
    .from(articles)
    .innerJoin(artists, eq(artists.id, articles.artistId))
    .leftJoin(users, eq(users.id, articles.userId))
    .leftJoin(newConcerts, eq(newConcerts.id, articles.newConcertId))
    .where(where);
}

export interface IdPage {
  after: number | null;
  limit: number;
}

/**
 * An artist's articles, newest first: articles_artist_idx (artist_id, id) read backwards from the
 * cursor, so the thousandth page costs what the first does.
 */
export function listArtistArticles(db: Database, artistId: number, page: IdPage) {
  const byArtist = ownerPage(articles.artistId, articles.id, artistId, page.after, "newest");
  return selectArticles(db, byArtist.where)
    .orderBy(...byArtist.orderBy)
    .limit(page.limit);
}

/** A user's own articles, newest first, on articles_user_idx (user_id, id). */
export function listUserArticles(db: Database, userId: number, page: IdPage) {
  const byUser = ownerPage(articles.userId, articles.id, userId, page.after, "newest");
  return selectArticles(db, byUser.where)
    .orderBy(...byUser.orderBy)
    .limit(page.limit);
}

export async function findArticle(db: Database, id: number) {
  const [row] = await selectArticles(db, eq(articles.id, id));
  return row ?? null;
}

/**
 * Who owns an article and which board it is on: what authorization needs. `lock` holds the row
 * until the transaction ends, so a comment cannot slip in while the article is being deleted.
 */
export async function findArticleOwner(db: Database, id: number, lock = false) {
  const query = db
    .select({ id: articles.id, userId: articles.userId, artistId: articles.artistId })
    .from(articles)
    .where(eq(articles.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** The artist a concert belongs to; null when there is no such concert. */
export async function concertArtistId(db: Database, concertId: number): Promise<number | null> {
  const [row] = await db
    .select({ artistId: newConcerts.artistId })
    .from(newConcerts)
    .where(eq(newConcerts.id, concertId));
  return row?.artistId ?? null;
}

export interface ArticleFields {
  title: string;
  content: string;
  category: ArticleCategory;
  newConcertId: number | null;
}

export async function insertArticle(
  db: Database,
  values: ArticleFields & { artistId: number; userId: number },
): Promise<number> {
  const [row] = await db.insert(articles).values(values).returning({ id: articles.id });
  if (!row) throw new Error("article not inserted");
  return row.id;
}

export async function updateArticle(db: Database, id: number, values: ArticleFields) {
  await db
    .update(articles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(articles.id, id));
}

/** The article and its comments; call inside the transaction that locked it. */
export async function deleteArticle(db: Database, id: number) {
  await db.delete(comments).where(eq(comments.articleId, id));
  await db.delete(articles).where(eq(articles.id, id));
}

export type ArticleRow = NonNullable<Awaited<ReturnType<typeof findArticle>>>;
