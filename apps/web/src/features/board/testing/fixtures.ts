import type { Article, Comment } from "@naehan/contract";

export function articleFixture(id: number, over: Partial<Article> = {}): Article {
  return {
    id,
    post_id: id,
    title: `글 ${id}`,
    content: `내용 ${id}`,
    categoryType: "FREE_BOARD",
    category: "FREE_BOARD",
    userName: "콜플덕후",
    artistId: 7,
    artistName: "Coldplay",
    newConcertId: null,
    newConcert: null,
    created_at: "2026-11-18T12:14:00.000Z",
    updated_at: "2026-11-18T12:14:00.000Z",
    commentCount: 0,
    ...over,
  };
}

export function commentFixture(id: number, over: Partial<Comment> = {}): Comment {
  return {
    id,
    articleId: 1,
    artistId: 7,
    nickname: "팬",
    content: `댓글 ${id}`,
    created_at: "2026-11-18T13:00:00.000Z",
    updated_at: "2026-11-18T13:00:00.000Z",
    ...over,
  };
}
