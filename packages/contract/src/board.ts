import * as z from "zod/mini";
import { ARTICLE_CATEGORIES, COMMENT_MAX, CONTENT_MAX, TITLE_MAX } from "./constants";
import { bodyId, id, isoDateTime } from "./common";

export const BOARD_MESSAGES = {
  titleRequired: "제목을 입력하세요.",
  titleTooLong: `제목은 ${TITLE_MAX}자 이하여야 합니다.`,
  contentRequired: "내용을 입력하세요.",
  contentTooLong: `내용은 ${CONTENT_MAX.toLocaleString("en-US")}자 이하여야 합니다.`,
  commentRequired: "댓글 내용을 입력하세요!",
  commentTooLong: `댓글은 ${COMMENT_MAX.toLocaleString("en-US")}자 이하여야 합니다.`,
  categoryInvalid: "게시판 종류는 FREE_BOARD 또는 NEW_CONCERT 중 하나여야 합니다.",
  artistRequired: "아티스트를 선택하세요.",
  artistUnknown: "아티스트를 찾을 수 없습니다.",
  concertInvalid: "공연 번호가 올바르지 않습니다.",
  concertOfOtherArtist: "이 아티스트의 공연만 선택할 수 있습니다.",
  articleInvalid: "게시글 번호가 올바르지 않습니다.",
} as const;

export const articleCategory = z.enum(ARTICLE_CATEGORIES);
export type ArticleCategory = z.infer<typeof articleCategory>;

/** A required text: blank after trimming is missing. Kept as written unless `trim` is set. */
const requiredText = (requiredMessage: string, max: number, tooLong: string, trim: boolean) =>
  z.string({ error: requiredMessage }).check(
    ...(trim ? [z.trim()] : []),
    z.refine((value) => value.trim().length > 0, { error: requiredMessage, abort: true }),
    z.maxLength(max, { error: tooLong }),
  );

/** `0`, null or absent mean "no concert". */
const optionalConcertId = z.optional(z.nullable(bodyId(BOARD_MESSAGES.concertInvalid, true)));

export const articleWriteFields = {
  /** Trimmed: a title is one line. */
  title: requiredText(BOARD_MESSAGES.titleRequired, TITLE_MAX, BOARD_MESSAGES.titleTooLong, true),
  /** Stored as written (line breaks and spacing are the author's). */
  content: requiredText(
    BOARD_MESSAGES.contentRequired,
    CONTENT_MAX,
    BOARD_MESSAGES.contentTooLong,
    false,
  ),
  categoryType: z._default(
    z.enum(ARTICLE_CATEGORIES, { error: BOARD_MESSAGES.categoryInvalid }),
    "FREE_BOARD",
  ),
  newConcertId: optionalConcertId,
};

export const createArticleBody = z.object({
  ...articleWriteFields,
  artistId: bodyId(BOARD_MESSAGES.artistRequired),
});
export type CreateArticleBody = z.input<typeof createArticleBody>;

export const updateArticleBody = z.object(articleWriteFields);
export type UpdateArticleBody = z.input<typeof updateArticleBody>;

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

const commentContent = requiredText(
  BOARD_MESSAGES.commentRequired,
  COMMENT_MAX,
  BOARD_MESSAGES.commentTooLong,
  false,
);

export const createCommentBody = z.object({
  articleId: bodyId(BOARD_MESSAGES.articleInvalid),
  content: commentContent,
});
export type CreateCommentBody = z.input<typeof createCommentBody>;

export const updateCommentBody = z.object({ content: commentContent });
export type UpdateCommentBody = z.input<typeof updateCommentBody>;

export const comment = z.object({
  id,
  articleId: id,
  /** The board the comment's article is on, so a comment can link back to it. */
  artistId: id,
  /** The author's nickname; null only when the account is gone (shown as 익명). */
  nickname: z.nullable(z.string()),
  content: z.string(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Comment = z.infer<typeof comment>;
export const commentList = z.array(comment);

/** `GET /api/comments/user`: the caller's comments, each with the title of the post it is under. */
export const myComment = z.extend(comment, { articleTitle: z.string() });
export type MyComment = z.infer<typeof myComment>;
export const myCommentList = z.array(myComment);
