import { describe, expect, it } from "vitest";
import { BOARD_MESSAGES, createArticleBody, createCommentBody, updateCommentBody } from "./board";

function firstMessages(
  schema: typeof createArticleBody | typeof createCommentBody,
  input: unknown,
) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join(".")] ??= issue.message;
  return fields;
}

const post = { title: "후기", content: "좋았어요", artistId: 3 };

describe("article bodies", () => {
  it("defaults the category to the free board, trims the title and keeps content as written", () => {
    const result = createArticleBody.safeParse({
      ...post,
      title: "  후기 ",
      content: "  첫 줄\n둘째 줄\n",
    });
    expect(result.success && result.data).toEqual({
      title: "후기",
      content: "  첫 줄\n둘째 줄\n",
      categoryType: "FREE_BOARD",
      artistId: 3,
    });
  });

  it("reads 0, null and absent as no concert, and ids sent as digit strings", () => {
    for (const newConcertId of [0, null, undefined]) {
      const result = createArticleBody.safeParse({ ...post, newConcertId });
      expect(result.success && (result.data.newConcertId ?? 0)).toBe(0);
    }
    const result = createArticleBody.safeParse({ ...post, artistId: "3", newConcertId: "12" });
    expect(result.success && [result.data.artistId, result.data.newConcertId]).toEqual([3, 12]);
  });

  it("names every broken rule in Korean", () => {
    expect(
      firstMessages(createArticleBody, {
        title: "   ",
        content: "\n\t",
        categoryType: "NEWS",
        artistId: 0,
        newConcertId: -1,
      }),
    ).toEqual({
      title: BOARD_MESSAGES.titleRequired,
      content: BOARD_MESSAGES.contentRequired,
      categoryType: BOARD_MESSAGES.categoryInvalid,
      artistId: BOARD_MESSAGES.artistRequired,
      newConcertId: BOARD_MESSAGES.concertInvalid,
    });
    expect(
      firstMessages(createArticleBody, {
        ...post,
        title: "가".repeat(101),
        content: "a".repeat(10_001),
      }),
    ).toEqual({ title: BOARD_MESSAGES.titleTooLong, content: BOARD_MESSAGES.contentTooLong });
    expect(firstMessages(createArticleBody, { ...post, title: "가".repeat(100) })).toEqual({});
  });
});

describe("comment bodies", () => {
  it("rejects blank and too long comments, keeps a valid one as written", () => {
    expect(firstMessages(createCommentBody, { articleId: 1, content: "  " })).toEqual({
      content: BOARD_MESSAGES.commentRequired,
    });
    expect(firstMessages(createCommentBody, { articleId: 1, content: "a".repeat(1_001) })).toEqual({
      content: BOARD_MESSAGES.commentTooLong,
    });
    expect(firstMessages(createCommentBody, { content: "좋아요" })).toEqual({
      articleId: BOARD_MESSAGES.articleInvalid,
    });
    const result = updateCommentBody.safeParse({ content: " 저도요 " });
    expect(result.success && result.data.content).toBe(" 저도요 ");
  });
});
