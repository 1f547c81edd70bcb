import type { ArticleCategory } from "@naehan/contract";
import { type Placeholder, type SQL, desc, eq, sql } from "drizzle-orm";
import { type Database, isoTimestamp, queryRows } from "../../db/client";
import { ownerPage } from "../../lib/http/pagination";
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

/** Larger than any id: a page without a cursor starts after it. */
export const AFTER_LAST_ID = 2_147_483_647;

/**
 * A page of an artist's board, newest first: articles_artist_idx (artist_id, id) read backwards
 * from the cursor, so the thousandth page costs what the first does. The statement starts from
 * the artist, so it also tells whether the artist exists: no row when it does not, one row with
 * a null `id` when the board has nothing after the cursor.
 */
export function boardPage(
  db: Database,
  artistId: number | Placeholder,
  after: number | Placeholder,
  limit: number | Placeholder,
) {
  const byArtist = ownerPage(articles.artistId, articles.id, artists.id, after, "newest");
  const page = db
    .select({
      id: articles.id,
      title: articles.title,
      content: articles.content,
      category: articles.category,
      userId: articles.userId,
      newConcertId: articles.newConcertId,
      createdAt: articles.createdAt,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .where(byArtist.where)
    .orderBy(...byArtist.orderBy)
    .limit(limit)
    .as("page");
  return db
    .select({
      id: page.id,
      title: page.title,
      content: page.content,
      category: page.category,
      userName: users.nickname,
      artistId: artists.id,
      artistName: artists.name,
      newConcertId: page.newConcertId,
      newConcertTitle: newConcerts.title,
      createdAt: page.createdAt,
      updatedAt: page.updatedAt,
      // Outside the page's subquery, where drizzle would not qualify the column names.
      commentCount: sql<number>`(
        select count(*) from ${comments} where ${comments.articleId} = ${page.id}
      )::int`,
    })
    .from(artists)
    .leftJoinLateral(page, sql`true`)
    .leftJoin(users, eq(users.id, page.userId))
    .leftJoin(newConcerts, eq(newConcerts.id, page.newConcertId))
    .where(eq(artists.id, artistId))
    .orderBy(desc(page.id));
}

/** `boardPage`, prepared for the public read; null when the artist does not exist. */
export function boardQuery(db: Database) {
  const query = boardPage(
    db,
    sql.placeholder("artistId"),
    sql.placeholder("after"),
    sql.placeholder("limit"),
  ).prepare("board");
  return async (artistId: number, page: IdPage): Promise<ArticleRow[] | null> => {
    const rows = await query.execute({
      artistId,
      after: page.after ?? AFTER_LAST_ID,
      limit: page.limit,
    });
    if (rows.length === 0) return null;
    return rows.flatMap((row) => {
      const { id, title, content, category, createdAt, updatedAt, commentCount } = row;
      return id === null ||
        title === null ||
        content === null ||
        category === null ||
        createdAt === null ||
        updatedAt === null ||
        commentCount === null
        ? []
        : [{ ...row, id, title, content, category, createdAt, updatedAt, commentCount }];
    });
  };
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

/** `findArticle`, prepared for the public read. */
export function findArticleQuery(db: Database) {
  const query = selectArticles(db, eq(articles.id, sql.placeholder("id"))).prepare("article");
  return async (id: number) => (await query.execute({ id }))[0] ?? null;
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

/** What a new post's write found: its board, its concert, and the stored row when it was written. */
export interface ArticleInsert {
  artistName: string | null;
  /** The chosen concert's artist, or null when there is no such concert (or none was chosen). */
  concertArtistId: number | null;
  concertTitle: string | null;
  /** null when a check failed and nothing was written. */
  row: { id: number; createdAt: string; updatedAt: string } | null;
}

/**
 * Writes a post in one statement: the artist and the concert are looked up, and the row is
 * inserted only when the artist exists and the concert (if any) is one of its own. Answers what
 * was found, so the caller can tell which check failed, and what it needs to present the post.
 */
export async function insertArticle(
  db: Database,
  values: ArticleFields & { artistId: number; userId: number },
): Promise<ArticleInsert> {
  const concertId = values.newConcertId;
  const [found] = await queryRows<{
    artist_name: string | null;
    concert_artist_id: number | null;
    concert_title: string | null;
    id: number | null;
    created_at: string | null;
    updated_at: string | null;
  }>(
    db,
    sql`
    with target as (
      select a.id as artist_id, a.name as artist_name,
        c.artist_id as concert_artist_id, c.title as concert_title
      from (select 1) as one
      left join ${artists} a on a.id = ${values.artistId}
      left join ${newConcerts} c on c.id = ${concertId}
    ), written as (
      insert into ${articles} (artist_id, user_id, title, content, category, new_concert_id)
      select artist_id, ${values.userId}, ${values.title}, ${values.content}, ${values.category},
        ${concertId}::int
      from target
      where artist_id is not null
        and (${concertId}::int is null or concert_artist_id = artist_id)
      returning id, created_at, updated_at
    )
    select t.artist_name, t.concert_artist_id, t.concert_title, w.id,
      ${isoTimestamp(sql`w.created_at`)} as created_at, ${isoTimestamp(sql`w.updated_at`)} as updated_at
    from target t left join written w on true`,
  );
  if (!found) throw new Error("article insert answered no row");
  return {
    artistName: found.artist_name,
    concertArtistId: found.concert_artist_id === null ? null : Number(found.concert_artist_id),
    concertTitle: found.concert_title,
    row:
      found.id === null || found.created_at === null || found.updated_at === null
        ? null
        : { id: Number(found.id), createdAt: found.created_at, updatedAt: found.updated_at },
  };
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
