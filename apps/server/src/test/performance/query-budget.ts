import type { EndpointName, Endpoints, UrlParts } from "@naehan/contract";

/**
 * The standing budget of database statements per read: how many one request of each GET call may
 * run, by endpoint name, like the permission and hostile-input tables. A public read is one
 * statement (the account lookup of a signed-in caller comes on top, and public reads do not even
 * make it); a read of one's own data is the lookup and its statement. Every GET endpoint of the
 * contract's table needs a row here (endpoint-records.test.ts fails without one): a new read, or a
 * read that grows a field (predictions, ticket rounds), comes with its row.
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

interface BudgetOf<N extends EndpointName> {
  endpoint: N;
  /** Tells apart rows of one endpoint (a page and the whole list, an empty list, a missing id). */
  variant?: string;
  /** Statements one request may run, the account lookup not counted. */
  queries: number;
  /** The status the request gets: the budget holds for misses as well as hits. */
  status?: number;
  /** What fills the endpoint's path and query (its address comes from the contract). */
  call: (w: BudgetWorld) => UrlParts<Endpoints[N]>;
}
export type BudgetRow = { [N in EndpointName]: BudgetOf<N> }[EndpointName];

const NONE = 999_999;
const none = () => ({});

export const QUERY_BUDGET: BudgetRow[] = [
  { endpoint: "health", queries: 0, call: none },

  { endpoint: "listConcerts", variant: "whole", queries: 1, call: none },
  {
    endpoint: "listConcerts",
    variant: "?limit=20",
    queries: 1,
    call: () => ({ query: { limit: 20 } }),
  },
  {
    endpoint: "listConcerts",
    variant: "one genre",
    queries: 1,
    call: () => ({ query: { genre: "POP" } }),
  },
  {
    endpoint: "listConcerts",
    variant: "one city",
    queries: 1,
    call: () => ({ query: { city: "서울", sort: "soon" } }),
  },
  { endpoint: "getConcert", queries: 1, call: (w) => ({ params: { id: w.concertId } }) },
  {
    endpoint: "getConcert",
    variant: "missing",
    queries: 1,
    status: 404,
    call: () => ({ params: { id: NONE } }),
  },
  { endpoint: "getPredictedSetlist", queries: 1, call: (w) => ({ params: { id: w.concertId } }) },
  {
    endpoint: "getPredictedSetlist",
    variant: "no prediction",
    queries: 1,
    call: (w) => ({ params: { id: w.bareConcertId } }),
  },
  {
    endpoint: "getPredictedSetlist",
    variant: "missing",
    queries: 1,
    status: 404,
    call: () => ({ params: { id: NONE } }),
  },

  { endpoint: "listArtists", queries: 1, call: none },
  { endpoint: "getArtist", queries: 1, call: (w) => ({ params: { id: w.artistId } }) },
  { endpoint: "listArtistConcerts", queries: 1, call: (w) => ({ params: { id: w.artistId } }) },
  {
    endpoint: "listArtistConcerts",
    variant: "none",
    queries: 1,
    call: (w) => ({ params: { id: w.emptyArtistId } }),
  },
  {
    endpoint: "listArtistConcerts",
    variant: "missing",
    queries: 1,
    status: 404,
    call: () => ({ params: { id: NONE } }),
  },
  {
    endpoint: "listPastConcerts",
    variant: "whole",
    queries: 1,
    call: (w) => ({ params: { id: w.artistId } }),
  },
  {
    endpoint: "listPastConcerts",
    variant: "?limit=20",
    queries: 1,
    call: (w) => ({ params: { id: w.artistId }, query: { limit: 20 } }),
  },
  {
    endpoint: "listPastConcerts",
    variant: "none",
    queries: 1,
    call: (w) => ({ params: { id: w.emptyArtistId } }),
  },
  {
    endpoint: "listPastConcerts",
    variant: "missing",
    queries: 1,
    status: 404,
    call: () => ({ params: { id: NONE } }),
  },
  {
    endpoint: "getPastConcert",
    queries: 1,
    call: (w) => ({ params: { id: w.artistId, pastConcertId: w.pastConcertId } }),
  },
  {
    endpoint: "getPastConcert",
    variant: "another artist's",
    queries: 1,
    status: 404,
    call: (w) => ({ params: { id: w.emptyArtistId, pastConcertId: w.pastConcertId } }),
  },
  { endpoint: "getSongRanking", queries: 1, call: (w) => ({ params: { id: w.artistId } }) },
  {
    endpoint: "getSongRanking",
    variant: "none",
    queries: 1,
    call: (w) => ({ params: { id: w.emptyArtistId } }),
  },

  {
    endpoint: "search",
    variant: "whole",
    queries: 1,
    call: () => ({ query: { keyword: "콜드플레이" } }),
  },
  {
    endpoint: "search",
    variant: "?limit=20",
    queries: 1,
    call: () => ({ query: { keyword: "ㅋㄷㅍㄹㅇ", limit: 20 } }),
  },
  { endpoint: "search", variant: "no keyword", queries: 0, call: none },

  {
    endpoint: "listArtistArticles",
    variant: "whole",
    queries: 1,
    call: (w) => ({ params: { artistId: w.artistId } }),
  },
  {
    endpoint: "listArtistArticles",
    variant: "?limit=20",
    queries: 1,
    call: (w) => ({ params: { artistId: w.artistId }, query: { limit: 20 } }),
  },
  {
    endpoint: "listArtistArticles",
    variant: "none",
    queries: 1,
    call: (w) => ({ params: { artistId: w.emptyArtistId } }),
  },
  {
    endpoint: "listArtistArticles",
    variant: "missing",
    queries: 1,
    status: 404,
    call: () => ({ params: { artistId: NONE } }),
  },
  { endpoint: "getArticle", queries: 1, call: (w) => ({ params: { id: w.articleId } }) },
  {
    endpoint: "listArticleComments",
    queries: 1,
    call: (w) => ({ params: { articleId: w.articleId } }),
  },
  {
    endpoint: "listArticleComments",
    variant: "none",
    queries: 1,
    call: (w) => ({ params: { articleId: w.quietArticleId } }),
  },
  {
    endpoint: "listArticleComments",
    variant: "missing",
    queries: 1,
    status: 404,
    call: () => ({ params: { articleId: NONE } }),
  },
  { endpoint: "listTicketRounds", queries: 1, call: (w) => ({ params: { id: w.concertId } }) },
  {
    endpoint: "listTicketRounds",
    variant: "missing",
    queries: 1,
    status: 404,
    call: () => ({ params: { id: NONE } }),
  },
  { endpoint: "listUpcomingRounds", queries: 1, call: () => ({ query: { days: 31 } }) },
  // The key comes from the server's settings: no statement.
  { endpoint: "getPushPublicKey", queries: 0, call: none },
  { endpoint: "calendarFile", queries: 1, call: (w) => ({ query: { key: w.calendarKey } }) },

  // One's own data (sent signed in only): the account lookup and the read.
  { endpoint: "me", queries: 1, call: none },
  { endpoint: "linkedAccounts", queries: 2, call: none },
  // Provider sign-in: the start reads nothing; a callback counts its address, then finds no cookie.
  { endpoint: "authProviders", queries: 0, call: none },
  {
    endpoint: "oauthStart",
    queries: 0,
    status: 302,
    call: () => ({ params: { provider: "kakao" } }),
  },
  {
    endpoint: "oauthCallback",
    queries: 1,
    status: 302,
    call: () => ({ params: { provider: "kakao" }, query: { code: "x", state: "y" } }),
  },
  { endpoint: "listFavorites", queries: 1, call: none },
  { endpoint: "getCalendarFeed", queries: 1, call: none },
  // A favourite is found in one statement; "not a favourite" also asks whether the target exists.
  {
    endpoint: "checkFavorite",
    queries: 2,
    call: (w) => ({ params: { target: "artist", id: w.emptyArtistId } }),
  },
  { endpoint: "listMyArticles", queries: 1, call: none },
  { endpoint: "listMyComments", queries: 1, call: none },
  { endpoint: "getAlertSettings", queries: 1, call: none },
  { endpoint: "checkResaleWatch", queries: 1, call: (w) => ({ params: { id: w.concertId } }) },
  // A page of the inbox, then the unread count (its header), which the page alone cannot tell.
  { endpoint: "listNotifications", queries: 2, call: none },

  // Every audited concert and the calibration over their songs: the list and the buckets.
  { endpoint: "getPredictionAccuracy", queries: 2, call: none },

  // An admin's reads (sent by an admin): the account lookup and the read.
  // The concert with its linked show, then the shows within a day that could be it.
  // Whether the artist exists, then its songs with their readings.
  { endpoint: "listArtistSongs", queries: 2, call: (w) => ({ params: { id: w.artistId } }) },
  { endpoint: "getActualSetlist", queries: 2, call: (w) => ({ params: { id: w.concertId } }) },
  // A run's row; a page of candidates with their proposed artists (one join).
  {
    endpoint: "getKopisImport",
    queries: 1,
    status: 404,
    call: () => ({ params: { runId: 999_999 } }),
  },
  { endpoint: "listImportCandidates", variant: "whole", queries: 1, call: none },
  // The fans' requests grouped by name: one statement.
  { endpoint: "listArtistRequests", queries: 1, call: none },
  // setlist.fm's search, not the database (here without a key: its 503 before any statement).
  {
    endpoint: "searchSetlistFmArtists",
    queries: 0,
    status: 503,
    call: () => ({ query: { name: "Coldplay" } }),
  },
  {
    endpoint: "listImportCandidates",
    variant: "?limit=20",
    queries: 1,
    call: () => ({ query: { limit: 20 } }),
  },
];
