import type { Article, Comment, MyComment } from "@naehan/contract";
import type { ArticleRow } from "./articles.queries";
import type { CommentRow } from "./comments.queries";

/** ISO-8601 with offset (UTC), whichever driver gave the timestamp. */
const iso = (value: Date | string) => new Date(value).toISOString();

/** An article's fields, its times as read by a driver or already written as ISO text. */
type ArticleFields = Omit<ArticleRow, "createdAt" | "updatedAt"> & {
  createdAt: Date | string;
  updatedAt: Date | string;
};

export function presentArticle(row: ArticleFields): Article {
  return {
    id: row.id,
    post_id: row.id,
    title: row.title,
    content: row.content,
    categoryType: row.category,
    category: row.category,
    userName: row.userName,
    artistId: row.artistId,
    artistName: row.artistName,
    newConcertId: row.newConcertId,
    newConcert:
      row.newConcertId !== null && row.newConcertTitle !== null
        ? { id: row.newConcertId, title: row.newConcertTitle }
        : null,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    commentCount: row.commentCount,
  };
}

/** A comment's fields, its times as read by a driver or already written as ISO text. */
type CommentFields = Omit<CommentRow, "createdAt" | "updatedAt" | "articleTitle"> & {
  createdAt: Date | string;
  updatedAt: Date | string;
};

export function presentComment(row: CommentFields): Comment {
  return {
    id: row.id,
    articleId: row.articleId,
    artistId: row.artistId,
    nickname: row.nickname,
    content: row.content,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export function presentMyComment(row: CommentRow): MyComment {
  return { ...presentComment(row), articleTitle: row.articleTitle };
}
