/**
 * The standing budget of database statements per read: how many one request of each GET call may
 * run. A public read is one statement (the account lookup of a signed-in caller comes on top, and
 * public reads do not even make it); a read of one's own data is the lookup and its statement.
 * Every GET call the app registers needs a row here (query-budget.test.ts fails without one): a new
 * read, or a read that grows a field (predictions, ticket rounds), comes with its row.
 */

/** What the rows read: ids of a small catalogue built once by the test. */
export interface BudgetWorld {
  artistId: number;
  /** An artist with nothing: no concerts, past concerts, posts. */
  emptyArtistId: number;
  concertId: number;
  /** A concert without a prediction. */
  bareConcertId: number;
  pastConcertId: number;
  articleId: number;
  /** A post without comments. */
  quietArticleId: number;
  calendarKey: string;
}

export interface BudgetRow {
  /** The registered route, as `app.routes` names it: `GET /path/:param`. */
  route: string;
  /** Tells apart rows of one route (a page and the whole list, an empty list, a missing id). */
  variant?: string;
  /** Statements one request may run, the account lookup not counted. */
  queries: number;
  /**
   * `own`: a read of one's own data (sent signed in only); `admin`: an admin's read (sent by an
   * admin); otherwise public, sent both anonymously and signed in.
   */
  access?: "own" | "admin";
  /** The status the request gets: the budget holds for misses as well as hits. */
  status?: number;
  path: (w: BudgetWorld) => string;
}

const NONE = 999_999;

export const QUERY_BUDGET: BudgetRow[] = [
  { route: "GET /api/health", queries: 0, path: () => "/api/health" },

  { route: "GET /api/new-concerts", variant: "whole", queries: 1, path: () => "/api/new-concerts" },
  {
    route: "GET /api/new-concerts",
    variant: "?limit=20",
    queries: 1,
    path: () => "/api/new-concerts?limit=20",
  },
  {
    route: "GET /api/new-concerts",
    variant: "one genre",
    queries: 1,
    path: () => "/api/new-concerts?genre=POP",
  },
  {
    route: "GET /api/new-concerts/:id",
    queries: 1,
    path: (w) => `/api/new-concerts/${w.concertId}`,
  },
  {
    route: "GET /api/new-concerts/:id",
    variant: "missing",
    queries: 1,
    status: 404,
    path: () => `/api/new-concerts/${NONE}`,
  },
  {
    route: "GET /api/new-concerts/:id/predicted-setlist",
    queries: 1,
    path: (w) => `/api/new-concerts/${w.concertId}/predicted-setlist`,
  },
  {
    route: "GET /api/new-concerts/:id/predicted-setlist",
    variant: "no prediction",
    queries: 1,
    path: (w) => `/api/new-concerts/${w.bareConcertId}/predicted-setlist`,
  },
  {
    route: "GET /api/new-concerts/:id/predicted-setlist",
    variant: "missing",
    queries: 1,
    status: 404,
    path: () => `/api/new-concerts/${NONE}/predicted-setlist`,
  },

  { route: "GET /api/artists", queries: 1, path: () => "/api/artists" },
  { route: "GET /api/artists/:id", queries: 1, path: (w) => `/api/artists/${w.artistId}` },
  {
    route: "GET /api/artists/:id/concerts",
    queries: 1,
    path: (w) => `/api/artists/${w.artistId}/concerts`,
  },
  {
    route: "GET /api/artists/:id/concerts",
    variant: "none",
    queries: 1,
    path: (w) => `/api/artists/${w.emptyArtistId}/concerts`,
  },
  {
    route: "GET /api/artists/:id/concerts",
    variant: "missing",
    queries: 1,
    status: 404,
    path: () => `/api/artists/${NONE}/concerts`,
  },
  {
    route: "GET /api/artists/:id/past-concerts",
    variant: "whole",
    queries: 1,
    path: (w) => `/api/artists/${w.artistId}/past-concerts`,
  },
  {
    route: "GET /api/artists/:id/past-concerts",
    variant: "?limit=20",
    queries: 1,
    path: (w) => `/api/artists/${w.artistId}/past-concerts?limit=20`,
  },
  {
    route: "GET /api/artists/:id/past-concerts",
    variant: "none",
    queries: 1,
    path: (w) => `/api/artists/${w.emptyArtistId}/past-concerts`,
  },
  {
    route: "GET /api/artists/:id/past-concerts",
    variant: "missing",
    queries: 1,
    status: 404,
    path: () => `/api/artists/${NONE}/past-concerts`,
  },
  {
    route: "GET /api/artists/:id/past-concerts/:pastConcertId",
    queries: 1,
    path: (w) => `/api/artists/${w.artistId}/past-concerts/${w.pastConcertId}`,
  },
  {
    route: "GET /api/artists/:id/past-concerts/:pastConcertId",
    variant: "another artist's",
    queries: 1,
    status: 404,
    path: (w) => `/api/artists/${w.emptyArtistId}/past-concerts/${w.pastConcertId}`,
  },
  {
    route: "GET /api/artists/:id/song-ranking",
    queries: 1,
    path: (w) => `/api/artists/${w.artistId}/song-ranking`,
  },
  {
    route: "GET /api/artists/:id/song-ranking",
    variant: "none",
    queries: 1,
    path: (w) => `/api/artists/${w.emptyArtistId}/song-ranking`,
  },

  {
    route: "GET /api/search",
    variant: "whole",
    queries: 1,
    path: () => `/api/search?keyword=${encodeURIComponent("콜드플레이")}`,
  },
  {
    route: "GET /api/search",
    variant: "?limit=20",
    queries: 1,
    path: () => `/api/search?keyword=${encodeURIComponent("ㅋㄷㅍㄹㅇ")}&limit=20`,
  },
  { route: "GET /api/search", variant: "no keyword", queries: 0, path: () => "/api/search" },

  {
    route: "GET /api/articles/artist/:artistId",
    variant: "whole",
    queries: 1,
    path: (w) => `/api/articles/artist/${w.artistId}`,
  },
  {
    route: "GET /api/articles/artist/:artistId",
    variant: "?limit=20",
    queries: 1,
    path: (w) => `/api/articles/artist/${w.artistId}?limit=20`,
  },
  {
    route: "GET /api/articles/artist/:artistId",
    variant: "none",
    queries: 1,
    path: (w) => `/api/articles/artist/${w.emptyArtistId}`,
  },
  {
    route: "GET /api/articles/artist/:artistId",
    variant: "missing",
    queries: 1,
    status: 404,
    path: () => `/api/articles/artist/${NONE}`,
  },
  { route: "GET /api/articles/:id", queries: 1, path: (w) => `/api/articles/${w.articleId}` },
  {
    route: "GET /api/comments/article/:articleId",
    queries: 1,
    path: (w) => `/api/comments/article/${w.articleId}`,
  },
  {
    route: "GET /api/comments/article/:articleId",
    variant: "none",
    queries: 1,
    path: (w) => `/api/comments/article/${w.quietArticleId}`,
  },
  {
    route: "GET /api/comments/article/:articleId",
    variant: "missing",
    queries: 1,
    status: 404,
    path: () => `/api/comments/article/${NONE}`,
  },
  {
    route: "GET /api/new-concerts/:id/ticket-rounds",
    queries: 1,
    path: (w) => `/api/new-concerts/${w.concertId}/ticket-rounds`,
  },
  {
    route: "GET /api/new-concerts/:id/ticket-rounds",
    variant: "missing",
    queries: 1,
    status: 404,
    path: () => `/api/new-concerts/${NONE}/ticket-rounds`,
  },
  {
    route: "GET /api/ticket-rounds/upcoming",
    queries: 1,
    path: () => "/api/ticket-rounds/upcoming?days=31",
  },
  // The key comes from the server's settings: no statement.
  { route: "GET /api/push/public-key", queries: 0, path: () => "/api/push/public-key" },
  {
    route: "GET /api/favorites/calendar.ics",
    queries: 1,
    path: (w) => `/api/favorites/calendar.ics?key=${w.calendarKey}`,
  },

  // One's own data: the account lookup and the read.
  { route: "GET /api/auth/me", queries: 1, access: "own", path: () => "/api/auth/me" },
  { route: "GET /api/favorites", queries: 1, access: "own", path: () => "/api/favorites" },
  {
    route: "GET /api/favorites/calendar",
    queries: 1,
    access: "own",
    path: () => "/api/favorites/calendar",
  },
  {
    // A favourite is found in one statement; "not a favourite" also asks whether the target exists.
    route: "GET /api/favorites/:target/:id/check",
    queries: 2,
    access: "own",
    path: (w) => `/api/favorites/artist/${w.emptyArtistId}/check`,
  },
  { route: "GET /api/articles/user", queries: 1, access: "own", path: () => "/api/articles/user" },
  { route: "GET /api/comments/user", queries: 1, access: "own", path: () => "/api/comments/user" },
  {
    route: "GET /api/alerts/settings",
    queries: 1,
    access: "own",
    path: () => "/api/alerts/settings",
  },
  // A page of the inbox, then the unread count (its header), which the page alone cannot tell.
  { route: "GET /api/notifications", queries: 2, access: "own", path: () => "/api/notifications" },

  // Every audited concert and the calibration over their songs: the list and the buckets.
  { route: "GET /api/predictions/accuracy", queries: 2, path: () => "/api/predictions/accuracy" },

  // An admin's reads: the account lookup and the read.
  {
    // The concert with its linked show, then the shows within a day that could be it.
    route: "GET /api/admin/new-concerts/:id/actual-setlist",
    queries: 2,
    access: "admin",
    path: (w) => `/api/admin/new-concerts/${w.concertId}/actual-setlist`,
  },
];
