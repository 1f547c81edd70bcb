import * as z from "zod/mini";
import { id, isoDateTime } from "./common";

export const ARTICLE_CATEGORIES = ["FREE_BOARD", "NEW_CONCERT"] as const;
export const articleCategory = z.enum(ARTICLE_CATEGORIES);
export type ArticleCategory = z.infer<typeof articleCategory>;

export const TITLE_MAX = 100;
export const CONTENT_MAX = 10_000;
export const COMMENT_MAX = 1_000;

export const BOARD_MESSAGES = {
  titleRequired: "제목을 입력하세요.",
  titleTooLong: `제목은 ${TITLE_MAX}자 이하여야 합니다.`,
  contentRequired: "내용을 입력하세요.",
  contentTooLong: `내용은 ${CONTENT_MAX.toLocaleString("en-US")}자 이하여야 합니다.`,
  commentRequired: "댓글 내용을 입력하세요!",
  commentTooLong: `댓글은 ${COMMENT_MAX.toLocaleString("en-US")}자 이하여야 합니다.`,
  categoryInvalid: "게시판 종류는 FREE_BOARD 또는 NEW_CONCERT 중 하나여야 합니다.",
  artistRequired: "아티스트를 선택하세요.",
  concertInvalid: "공연 번호가 올바르지 않습니다.",
  articleInvalid: "게시글 번호가 올바르지 않습니다.",
} as const;

const trimmedText = (requiredMessage: string, max: number, tooLong: string) =>
  z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, { error: requiredMessage, abort: true }),
      z.maxLength(max, { error: tooLong }),
    );

/** `0`, null or absent mean "no concert". */
const optionalConcertId = z.optional(
  z.nullable(
    z
      .int({ error: BOARD_MESSAGES.concertInvalid })
      .check(z.nonnegative({ error: BOARD_MESSAGES.concertInvalid })),
  ),
);

export const articleWriteFields = {
  title: trimmedText(BOARD_MESSAGES.titleRequired, TITLE_MAX, BOARD_MESSAGES.titleTooLong),
  content: trimmedText(BOARD_MESSAGES.contentRequired, CONTENT_MAX, BOARD_MESSAGES.contentTooLong),
  categoryType: z._default(articleCategory, "FREE_BOARD"),
  newConcertId: optionalConcertId,
};

export const createArticleBody = z.object({
  ...articleWriteFields,
  artistId: z
    .int({ error: BOARD_MESSAGES.artistRequired })
    .check(z.positive({ error: BOARD_MESSAGES.artistRequired })),
});
export type CreateArticleBody = z.infer<typeof createArticleBody>;

export const updateArticleBody = z.object(articleWriteFields);
export type UpdateArticleBody = z.infer<typeof updateArticleBody>;

export const article = z.object({
  id,
  post_id: id,
  title: z.string(),
  content: z.string(),
  categoryType: articleCategory,
  category: articleCategory,
  /** The author's nickname; null only when the account is gone (shown as 익명). */
  userName: z.nullable(z.string()),
  artistId: id,
  artistName: z.string(),
  newConcertId: z.nullable(id),
  newConcert: z.nullable(z.object({ id, title: z.string() })),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  commentCount: z.int(),
});
export type Article = z.infer<typeof article>;
export const articleList = z.array(article);

const commentContent = trimmedText(
  BOARD_MESSAGES.commentRequired,
  COMMENT_MAX,
  BOARD_MESSAGES.commentTooLong,
);

export const createCommentBody = z.object({
  articleId: z
    .int({ error: BOARD_MESSAGES.articleInvalid })
    .check(z.positive({ error: BOARD_MESSAGES.articleInvalid })),
  content: commentContent,
});
export type CreateCommentBody = z.infer<typeof createCommentBody>;

export const updateCommentBody = z.object({ content: commentContent });
export type UpdateCommentBody = z.infer<typeof updateCommentBody>;

export const comment = z.object({
  id,
  articleId: id,
  nickname: z.nullable(z.string()),
  content: z.string(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Comment = z.infer<typeof comment>;
export const commentList = z.array(comment);
