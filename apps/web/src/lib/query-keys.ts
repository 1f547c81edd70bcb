import type { FavoriteTarget, Genre } from "@naehan/contract";
import { sessionScope } from "./session";

/**
 * Every query key of the web app, built here and nowhere else. A feature's query options take
 * their key from this table, and a write refreshes what it changed by naming a key here (another
 * feature's too: the admin's catalogue writes refresh the public pages), never by spelling one.
 * Each group's `all` is the root that refreshes the whole group. What is about the signed-in fan
 * carries the session's scope, so one fan never sees another's answers on a shared device.
 */
export const queryKeys = {
  concerts: {
    all: ["concerts"] as const,
    detail: (concertId: number) => ["concerts", "detail", concertId] as const,
    row: (genre: Genre | null, limit: number) =>
      ["concerts", "row", genre ?? "ALL", limit] as const,
    /** A genre list in one order: newest first, or 공연 임박순. */
    list: (genre: Genre | null, sort: "latest" | "soon") =>
      ["concerts", "list", genre ?? "ALL", sort] as const,
    predictedSetlist: (concertId: number) => ["concerts", "predicted-setlist", concertId] as const,
    actualSetlist: (artistId: number, pastConcertId: number) =>
      ["concerts", "actual-setlist", artistId, pastConcertId] as const,
    upcomingRounds: (days: number) => ["concerts", "ticket-rounds", "upcoming", days] as const,
  },
  artists: {
    all: ["artists"] as const,
    detail: (artistId: number) => ["artists", "detail", artistId] as const,
    concerts: (artistId: number) => ["artists", "concerts", artistId] as const,
    songRanking: (artistId: number) => ["artists", "song-ranking", artistId] as const,
    pastConcerts: (artistId: number) => ["artists", "past-concerts", artistId] as const,
    pastConcert: (artistId: number, pastConcertId: number) =>
      ["artists", "past-concert", artistId, pastConcertId] as const,
  },
  search: {
    all: ["search"] as const,
    results: (query: string) => ["search", query] as const,
    suggestions: (query: string) => ["search", "suggestions", query] as const,
  },
  predictions: {
    all: ["predictions"] as const,
    accuracy: () => ["predictions", "accuracy"] as const,
  },
  /** Every board query lives under "board": one invalidation after a write refreshes them all. */
  board: {
    all: ["board"] as const,
    artistArticles: (artistId: number) => ["board", "articles", "artist", artistId] as const,
    artistPreview: (artistId: number) =>
      ["board", "articles", "artist", artistId, "preview"] as const,
    article: (articleId: number) => ["board", "article", articleId] as const,
    myArticles: () => ["board", "articles", "mine", sessionScope()] as const,
    articleComments: (articleId: number) => ["board", "comments", "article", articleId] as const,
    myComments: () => ["board", "comments", "mine", sessionScope()] as const,
  },
  favorites: {
    all: ["favorites"] as const,
    /** Every fan's lists (the root of `list`). */
    lists: ["favorites", "list"] as const,
    list: () => ["favorites", "list", sessionScope()] as const,
    status: (target: FavoriteTarget, id: number) =>
      ["favorites", "status", target, id, sessionScope()] as const,
    calendar: () => ["favorites", "calendar", sessionScope()] as const,
  },
  auth: {
    all: ["auth"] as const,
    /** The sign-in providers the server has keys for (the same for everyone). */
    providers: () => ["auth", "providers"] as const,
    linkedAccounts: () => ["auth", sessionScope(), "linked-accounts"] as const,
  },
  alerts: {
    all: ["alerts"] as const,
    inbox: () => ["alerts", sessionScope(), "inbox"] as const,
    unread: () => ["alerts", sessionScope(), "unread"] as const,
    settings: () => ["alerts", sessionScope(), "settings"] as const,
    resaleWatch: (concertId: number) =>
      ["alerts", sessionScope(), "resale-watch", concertId] as const,
  },
  admin: {
    all: ["admin"] as const,
    artists: () => ["admin", "artists"] as const,
    concerts: () => ["admin", "concerts"] as const,
    concert: (concertId: number) => ["admin", "concert", concertId] as const,
    artistConcerts: (artistId: number) => ["admin", "artist-concerts", artistId] as const,
    actualSetlist: (concertId: number) => ["admin", "actual-setlist", concertId] as const,
    artistSongs: (artistId: number) => ["admin", "artist-songs", artistId] as const,
    importCandidates: () => ["admin", "import-candidates"] as const,
    importRun: (runId: number) => ["admin", "import-run", runId] as const,
    artistRequests: () => ["admin", "artist-requests"] as const,
  },
};
