import { type SQL, asc, eq, sql } from "drizzle-orm";
import { type Database, isoTimestamp, queryRows } from "../../db/client";
import { ownerPage } from "../../lib/http/pagination";
import { articles, comments, users } from "../../db/schema";
import type { IdPage } from "./articles.queries";

/** A comment with its author's nickname and the board and title of its article. */
function selectComments(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: comments.id,
      articleId: comments.articleId,
      artistId: articles.artistId,
      articleTitle: articles.title,
      nickname: users.nickname,
      content: comments.content,
      createdAt: comments.createdAt,
      updatedAt: comments.updatedAt,
    })
    .from(comments)
    .innerJoin(articles, eq(articles.id, comments.articleId))
    .leftJoin(users, eq(users.id, comments.userId))
    .where(where);
}

/**
 * An article's comments, oldest first, on comments_article_idx (article_id, id), prepared. The
 * statement starts from the article, so it also tells whether the article exists: null when it
 * does not.
 */
export function articleCommentsQuery(db: Database) {
  const byArticle = ownerPage(
    comments.articleId,
    comments.id,
    articles.id,
    sql.placeholder("after"),
    "oldest",
  );
  const page = db
    .select({
      id: comments.id,
      userId: comments.userId,
      content: comments.content,
      createdAt: comments.createdAt,
      updatedAt: comments.updatedAt,
    })
    .from(comments)
    .where(byArticle.where)
    .orderBy(...byArticle.orderBy)
    .limit(sql.placeholder("limit"))
    .as("page");
  const query = db
    .select({
      id: page.id,
      articleId: articles.id,
      artistId: articles.artistId,
      articleTitle: articles.title,
      nickname: users.nickname,
      content: page.content,
      createdAt: page.createdAt,
      updatedAt: page.updatedAt,
    })
    .from(articles)
    .leftJoinLateral(page, sql`true`)
    .leftJoin(users, eq(users.id, page.userId))
    .where(eq(articles.id, sql.placeholder("articleId")))
    .orderBy(asc(page.id))
    .prepare("article_comments");
  return async (articleId: number, { after, limit }: IdPage): Promise<CommentRow[] | null> => {
    const rows = await query.execute({ articleId, after: after ?? 0, limit });
    if (rows.length === 0) return null;
    return rows.flatMap((row) => {
      const { id, content, createdAt, updatedAt } = row;
      return id === null || content === null || createdAt === null || updatedAt === null
        ? []
        : [{ ...row, id, content, createdAt, updatedAt }];
    });
  };
}

/** A user's own comments, newest first, on comments_user_idx (user_id, id) read backwards. */
export function listUserComments(db: Database, userId: number, page: IdPage) {
  const byUser = ownerPage(comments.userId, comments.id, userId, page.after, "newest");
  return selectComments(db, byUser.where)
    .orderBy(...byUser.orderBy)
    .limit(page.limit);
}

export async function findComment(db: Database, id: number) {
  const [row] = await selectComments(db, eq(comments.id, id));
  return row ?? null;
}

/** Who wrote a comment and under which post and board: what authorization and the cache need. */
export async function findCommentOwner(db: Database, id: number) {
  const [row] = await db
    .select({
      id: comments.id,
      userId: comments.userId,
      articleId: comments.articleId,
      artistId: articles.artistId,
    })
    .from(comments)
    .innerJoin(articles, eq(articles.id, comments.articleId))
    .where(eq(comments.id, id));
  return row ?? null;
}

/** A new comment as written, with what presenting it needs from its post. */
export interface InsertedComment {
  id: number;
  artistId: number;
  articleTitle: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * Adds a comment under the article if the article exists, in one statement that also answers
 * what presenting it needs; null when the article does not exist.
 */
export async function insertComment(
  db: Database,
  values: { articleId: number; userId: number; content: string },
): Promise<InsertedComment | null> {
  const [row] = await queryRows<{
    id: number;
    artist_id: number;
    title: string;
    created_at: string;
    updated_at: string;
  }>(
    db,
    sql`
    with post as (
      select id, artist_id, title from ${articles} where id = ${values.articleId}
    ), written as (
      insert into ${comments} (article_id, user_id, content)
      select id, ${values.userId}, ${values.content} from post
      returning id, created_at, updated_at
    )
    select w.id, p.artist_id, p.title, ${isoTimestamp(sql`w.created_at`)} as created_at,
      ${isoTimestamp(sql`w.updated_at`)} as updated_at
    from written w, post p`,
  );
  return row
    ? {
        id: Number(row.id),
        artistId: Number(row.artist_id),
        articleTitle: row.title,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      }
    : null;
}

export async function updateComment(db: Database, id: number, content: string) {
  await db
    .update(comments)
    .set({ content, updatedAt: sql`now()` })
    .where(eq(comments.id, id));
}

export async function deleteComment(db: Database, id: number) {
  await db.delete(comments).where(eq(comments.id, id));
}

export type CommentRow = NonNullable<Awaited<ReturnType<typeof findComment>>>;
