import { eq, sql, type SQL } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";
import { ownerPage } from "../../lib/pagination";
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

/** An article's comments, oldest first, on comments_article_idx (article_id, id). */
export function listArticleComments(db: Database, articleId: number, page: IdPage) {
  const byArticle = ownerPage(comments.articleId, comments.id, articleId, page.after, "oldest");
  return selectComments(db, byArticle.where)
    .orderBy(...byArticle.orderBy)
    .limit(page.limit);
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

export async function findCommentOwner(db: Database, id: number) {
  const [row] = await db
    .select({ id: comments.id, userId: comments.userId })
    .from(comments)
    .where(eq(comments.id, id));
  return row ?? null;
}

export async function articleExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: articles.id }).from(articles).where(eq(articles.id, id));
  return row !== undefined;
}

/**
 * Adds a comment under the article if the article exists, in one statement; null when it does
 * not.
 */
export async function insertComment(
  db: Database,
  values: { articleId: number; userId: number; content: string },
): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`
    insert into ${comments} (article_id, user_id, content)
    select ${articles.id}, ${values.userId}, ${values.content} from ${articles}
    where ${articles.id} = ${values.articleId}
    returning id`,
  );
  return row ? Number(row.id) : null;
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
