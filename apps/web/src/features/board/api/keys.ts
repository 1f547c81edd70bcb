import { sessionScope } from "../../../lib/session";

/** Every board query lives under "board": one invalidation after a write refreshes them all. */
export const boardKeys = {
  all: ["board"] as const,
  artistArticles: (artistId: number) => ["board", "articles", "artist", artistId] as const,
  artistPreview: (artistId: number) =>
    ["board", "articles", "artist", artistId, "preview"] as const,
  article: (articleId: number) => ["board", "article", articleId] as const,
  myArticles: () => ["board", "articles", "mine", sessionScope()] as const,
  articleComments: (articleId: number) => ["board", "comments", "article", articleId] as const,
  myComments: () => ["board", "comments", "mine", sessionScope()] as const,
};
