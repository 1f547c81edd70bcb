import * as z from "zod/mini";
import {
  adminSong,
  adminSongList,
  artistInput,
  concertInput,
  songReadingInput,
  syncResult,
  setlistFmArtistList,
} from "./admin";
import {
  artist,
  artistConcertList,
  artistList,
  pastConcert,
  pastConcertList,
  songRanking,
} from "./artists";
import {
  authProviders,
  changePasswordBody,
  passwordResetBody,
  passwordResetRequestBody,
  linkStart,
  linkedAccounts,
  oauthCompleteBody,
  oauthCompleteResponse,
  oauthProvider,
  oauthSignupBody,
  setPasswordBody,
  loginBody,
  loginResponse,
  logoutBody,
  me,
  refreshBody,
  refreshResponse,
  signupBody,
  signupResponse,
} from "./auth";
import {
  article,
  articleList,
  comment,
  commentList,
  createArticleBody,
  createCommentBody,
  myCommentList,
  updateArticleBody,
  updateCommentBody,
} from "./board";
import {
  alertSettings,
  markReadInput,
  notificationList,
  pushPublicKey,
  pushSubscriptionInput,
  pushUnsubscribeInput,
  resaleWatchStatus,
  artistRequestInput,
  artistRequestStatus,
  artistRequestGroupList,
} from "./alerts";
import { health, id } from "./common";
import { NEXT_CURSOR_HEADER, RANKING_WINDOW_HEADER, UNREAD_COUNT_HEADER } from "./constants";
import { concertDetail } from "./concert-detail";
import { concert, concertList, predictedSetlist } from "./concerts";
import { calendarFeed, favoriteList, favoriteStatus, favoriteTarget } from "./favorites";
import {
  actualSetlistInput,
  actualSetlistLink,
  actualSetlistState,
  predictionAccuracy,
} from "./predictions";
import {
  approveCandidateInput,
  candidateApproved,
  importCandidateList,
  importRun,
  importRunQueued,
} from "./imports";
import { searchResults } from "./search";
import {
  parsedTicketNotice,
  ticketNoticeInput,
  ticketPriceList,
  ticketPricesInput,
  ticketRound,
  ticketRoundInput,
  ticketRoundList,
  upcomingTicketRoundList,
} from "./ticket-rounds";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";
/** Who may make a call: anyone, a signed-in user, an admin (the server's guards enforce it). */
export type Access = "public" | "user" | "admin";

export type EndpointBody =
  | { readonly kind: "none" }
  | { readonly kind: "json"; readonly schema: z.ZodMiniType }
  /** A multipart form: a JSON part named `part` and an optional `file`. */
  | { readonly kind: "multipart"; readonly part: string; readonly schema: z.ZodMiniType };

/** One call of the API. */
export interface Endpoint {
  readonly method: HttpMethod;
  /** As the server registers it: `:name` segments are the params. */
  readonly path: string;
  readonly params: Readonly<Record<string, z.ZodMiniType>>;
  /** Query parameters besides `limit` and `cursor`, which every paged list takes. */
  readonly query: readonly string[];
  readonly body: EndpointBody;
  /** The JSON answer; null when there is none (204, the calendar file). */
  readonly response: z.ZodMiniType | null;
  readonly access: Access;
  /** A list that pages with `limit` and `cursor` and answers the next cursor in `x-next-cursor`. */
  readonly paged: boolean;
  /** Headers of its answer that clients read, besides `x-next-cursor` on a paged list. */
  readonly headers: readonly string[];
  /**
   * What it reads or writes is one account's own (its session, favourites, alerts, inbox, push
   * subscriptions) and shows in no anonymous answer: its writes evict no cached answer.
   */
  readonly private: boolean;
}

interface Defaults {
  params: Record<never, never>;
  query: readonly [];
  body: { readonly kind: "none" };
  access: "public";
  paged: false;
  headers: readonly [];
  private: false;
}
type Row<E> = E & Omit<Defaults, keyof E>;
type Given = Pick<Endpoint, "method" | "path" | "response"> & Partial<Endpoint>;

function row<const E extends Given>(given: E): Row<E> {
  const defaults: Defaults = {
    params: {},
    query: [],
    body: { kind: "none" },
    access: "public",
    paged: false,
    headers: [],
    private: false,
  };
  return { ...defaults, ...given };
}
const json = <S extends z.ZodMiniType>(schema: S) => ({ kind: "json", schema }) as const;
const multipart = <P extends string, S extends z.ZodMiniType>(part: P, schema: S) =>
  ({ kind: "multipart", part, schema }) as const;

const mbid = z.string();

/**
 * Every call the server answers, by name: the server's routes must equal this table (a server
 * test compares them), the web builds every request from it, and the security tests walk it.
 */
export const endpoints = {
  health: row({ method: "GET", path: "/api/health", response: health }),

  // Accounts.
  signup: row({
    method: "POST",
    path: "/api/auth/signup",
    private: true,
    body: json(signupBody),
    response: signupResponse,
  }),
  login: row({
    method: "POST",
    path: "/api/auth/login",
    private: true,
    body: json(loginBody),
    response: loginResponse,
  }),
  refresh: row({
    method: "POST",
    path: "/api/auth/refresh",
    private: true,
    body: json(refreshBody),
    response: refreshResponse,
  }),
  /** Where the spec's client refreshes: the same call as `refresh`. */
  refreshAtSpecPath: row({
    method: "POST",
    path: "/auth/refresh",
    private: true,
    body: json(refreshBody),
    response: refreshResponse,
  }),
  logout: row({
    method: "POST",
    path: "/api/auth/logout",
    private: true,
    body: json(logoutBody),
    response: null,
  }),
  logoutEverywhere: row({
    method: "POST",
    path: "/api/auth/logout-all",
    private: true,
    access: "user",
    response: null,
  }),
  changePassword: row({
    method: "POST",
    path: "/api/auth/password",
    private: true,
    access: "user",
    body: json(changePasswordBody),
    response: null,
  }),
  me: row({
    method: "GET",
    path: "/api/auth/me",
    private: true,
    access: "user",
    response: me,
  }),
  /** For a provider-made account: an address and a password to log in with as well. */
  setPassword: row({
    method: "POST",
    path: "/api/auth/password/set",
    private: true,
    access: "user",
    body: json(setPasswordBody),
    response: null,
  }),

  /** 비밀번호 찾기: a reset link by email; 202 whether or not the address has an account. */
  requestPasswordReset: row({
    method: "POST",
    path: "/api/auth/password-reset",
    private: true,
    body: json(passwordResetRequestBody),
    response: null,
  }),
  resetPassword: row({
    method: "POST",
    path: "/api/auth/password-reset/confirm",
    private: true,
    body: json(passwordResetBody),
    response: null,
  }),

  // Kakao and Naver sign-in (docs/api.md): browser navigations and the app's exchanges.
  authProviders: row({
    method: "GET",
    path: "/api/auth/providers",
    private: true,
    response: authProviders,
  }),
  /** Sends the browser to the provider (302), with `state` and PKCE in a short-lived cookie. */
  oauthStart: row({
    method: "GET",
    path: "/auth/:provider",
    private: true,
    params: { provider: oauthProvider },
    query: ["returnTo", "link"],
    response: null,
  }),
  /** Where the provider sends the browser back; answers with a 302 to the app. */
  oauthCallback: row({
    method: "GET",
    path: "/auth/:provider/callback",
    private: true,
    params: { provider: oauthProvider },
    query: ["code", "state", "error", "error_description"],
    response: null,
  }),
  oauthComplete: row({
    method: "POST",
    path: "/auth/:provider/complete",
    private: true,
    params: { provider: oauthProvider },
    body: json(oauthCompleteBody),
    response: oauthCompleteResponse,
  }),
  oauthSignup: row({
    method: "POST",
    path: "/auth/:provider/signup",
    private: true,
    params: { provider: oauthProvider },
    body: json(oauthSignupBody),
    response: loginResponse,
  }),
  linkedAccounts: row({
    method: "GET",
    path: "/api/auth/accounts",
    private: true,
    access: "user",
    response: linkedAccounts,
  }),
  linkAccount: row({
    method: "POST",
    path: "/api/auth/accounts/:provider",
    private: true,
    params: { provider: oauthProvider },
    access: "user",
    response: linkStart,
  }),
  unlinkAccount: row({
    method: "DELETE",
    path: "/api/auth/accounts/:provider",
    private: true,
    params: { provider: oauthProvider },
    access: "user",
    response: null,
  }),

  // The catalogue.
  /**
   * `B` (or `b`): an unencoded `genre=R&B` arrives as `genre=R` and an empty parameter `B`.
   * `sort=soon` (공연 임박순): shows not over yet soonest first, then ended ones; newest first without.
   * `city=서울`: that city's shows not over yet, the city named as stored; one with none, `[]`.
   */
  listConcerts: row({
    method: "GET",
    path: "/api/new-concerts",
    query: ["genre", "B", "b", "sort", "city"],
    paged: true,
    response: concertList,
  }),
  getConcert: row({
    method: "GET",
    path: "/api/new-concerts/:id",
    params: { id },
    response: concertDetail,
  }),
  getPredictedSetlist: row({
    method: "GET",
    path: "/api/new-concerts/:id/predicted-setlist",
    params: { id },
    response: predictedSetlist,
  }),
  listTicketRounds: row({
    method: "GET",
    path: "/api/new-concerts/:id/ticket-rounds",
    params: { id },
    response: ticketRoundList,
  }),
  /** Rounds opening within `?days=` (1–31, 7 when absent), soonest first. */
  listUpcomingRounds: row({
    method: "GET",
    path: "/api/ticket-rounds/upcoming",
    query: ["days"],
    response: upcomingTicketRoundList,
  }),
  listArtists: row({ method: "GET", path: "/api/artists", response: artistList }),
  getArtist: row({ method: "GET", path: "/api/artists/:id", params: { id }, response: artist }),
  listArtistConcerts: row({
    method: "GET",
    path: "/api/artists/:id/concerts",
    params: { id },
    response: artistConcertList,
  }),
  listPastConcerts: row({
    method: "GET",
    path: "/api/artists/:id/past-concerts",
    params: { id },
    paged: true,
    response: pastConcertList,
  }),
  getPastConcert: row({
    method: "GET",
    path: "/api/artists/:id/past-concerts/:pastConcertId",
    params: { id, pastConcertId: id },
    response: pastConcert,
  }),
  /** The window it counted over travels in `x-ranking-window`. */
  getSongRanking: row({
    method: "GET",
    path: "/api/artists/:id/song-ranking",
    params: { id },
    headers: [RANKING_WINDOW_HEADER],
    response: songRanking,
  }),
  search: row({
    method: "GET",
    path: "/api/search",
    query: ["keyword"],
    paged: true,
    response: searchResults,
  }),

  // The board.
  listArtistArticles: row({
    method: "GET",
    path: "/api/articles/artist/:artistId",
    params: { artistId: id },
    paged: true,
    response: articleList,
  }),
  listMyArticles: row({
    method: "GET",
    path: "/api/articles/user",
    access: "user",
    paged: true,
    response: articleList,
  }),
  getArticle: row({ method: "GET", path: "/api/articles/:id", params: { id }, response: article }),
  createArticle: row({
    method: "POST",
    path: "/api/articles",
    access: "user",
    body: json(createArticleBody),
    response: article,
  }),
  updateArticle: row({
    method: "PUT",
    path: "/api/articles/:id",
    params: { id },
    access: "user",
    body: json(updateArticleBody),
    response: article,
  }),
  deleteArticle: row({
    method: "DELETE",
    path: "/api/articles/:id",
    params: { id },
    access: "user",
    response: null,
  }),
  listArticleComments: row({
    method: "GET",
    path: "/api/comments/article/:articleId",
    params: { articleId: id },
    paged: true,
    response: commentList,
  }),
  listMyComments: row({
    method: "GET",
    path: "/api/comments/user",
    access: "user",
    paged: true,
    response: myCommentList,
  }),
  createComment: row({
    method: "POST",
    path: "/api/comments",
    access: "user",
    body: json(createCommentBody),
    response: comment,
  }),
  updateComment: row({
    method: "PUT",
    path: "/api/comments/:id",
    params: { id },
    access: "user",
    body: json(updateCommentBody),
    response: comment,
  }),
  deleteComment: row({
    method: "DELETE",
    path: "/api/comments/:id",
    params: { id },
    access: "user",
    response: null,
  }),

  // Favourites. The calendar file is fetched by calendar apps: its secret key is the credential.
  calendarFile: row({
    method: "GET",
    path: "/api/favorites/calendar.ics",
    private: true,
    query: ["key"],
    response: null,
  }),
  getCalendarFeed: row({
    method: "GET",
    path: "/api/favorites/calendar",
    private: true,
    access: "user",
    response: calendarFeed,
  }),
  renewCalendarFeed: row({
    method: "POST",
    path: "/api/favorites/calendar/key",
    private: true,
    access: "user",
    response: calendarFeed,
  }),
  listFavorites: row({
    method: "GET",
    path: "/api/favorites",
    private: true,
    access: "user",
    paged: true,
    response: favoriteList,
  }),
  checkFavorite: row({
    method: "GET",
    path: "/api/favorites/:target/:id/check",
    private: true,
    params: { target: favoriteTarget, id },
    access: "user",
    response: favoriteStatus,
  }),
  addFavorite: row({
    method: "POST",
    path: "/api/favorites/:target/:id",
    private: true,
    params: { target: favoriteTarget, id },
    access: "user",
    response: favoriteStatus,
  }),
  removeFavorite: row({
    method: "DELETE",
    path: "/api/favorites/:target/:id",
    private: true,
    params: { target: favoriteTarget, id },
    access: "user",
    response: favoriteStatus,
  }),

  // Alerts: each fan's own settings and inbox (알림함); the unread count travels in
  // `x-unread-count`.
  getAlertSettings: row({
    method: "GET",
    path: "/api/alerts/settings",
    private: true,
    access: "user",
    response: alertSettings,
  }),
  saveAlertSettings: row({
    method: "PUT",
    path: "/api/alerts/settings",
    private: true,
    access: "user",
    body: json(alertSettings),
    response: alertSettings,
  }),
  // 취소표 watches: told once of each resale round the concert gets.
  checkResaleWatch: row({
    method: "GET",
    path: "/api/alerts/resale-watches/:id",
    private: true,
    access: "user",
    params: { id },
    response: resaleWatchStatus,
  }),
  watchResale: row({
    method: "PUT",
    path: "/api/alerts/resale-watches/:id",
    private: true,
    access: "user",
    params: { id },
    response: resaleWatchStatus,
  }),
  unwatchResale: row({
    method: "DELETE",
    path: "/api/alerts/resale-watches/:id",
    private: true,
    access: "user",
    params: { id },
    response: resaleWatchStatus,
  }),
  /** "내한 소식 알려 주세요": told once when an artist of that name gets a concert. */
  requestArtist: row({
    method: "PUT",
    path: "/api/alerts/artist-requests",
    private: true,
    access: "user",
    body: json(artistRequestInput),
    response: artistRequestStatus,
  }),
  listNotifications: row({
    method: "GET",
    path: "/api/notifications",
    private: true,
    headers: [UNREAD_COUNT_HEADER],
    access: "user",
    paged: true,
    response: notificationList,
  }),
  markNotificationsRead: row({
    method: "POST",
    path: "/api/notifications/read",
    private: true,
    access: "user",
    body: json(markReadInput),
    response: null,
  }),

  // Web Push: the key browsers subscribe with, and this device's subscription.
  getPushPublicKey: row({ method: "GET", path: "/api/push/public-key", response: pushPublicKey }),
  subscribePush: row({
    method: "POST",
    path: "/api/push/subscriptions",
    private: true,
    access: "user",
    body: json(pushSubscriptionInput),
    response: null,
  }),
  unsubscribePush: row({
    method: "DELETE",
    path: "/api/push/subscriptions",
    private: true,
    access: "user",
    body: json(pushUnsubscribeInput),
    response: null,
  }),

  // Administration.
  createArtist: row({
    method: "POST",
    path: "/api/admin/artist",
    access: "admin",
    body: multipart("artist", artistInput),
    response: artist,
  }),
  updateArtist: row({
    method: "PUT",
    path: "/api/admin/artists/:id",
    params: { id },
    access: "admin",
    body: multipart("artist", artistInput),
    response: artist,
  }),
  deleteArtist: row({
    method: "DELETE",
    path: "/api/admin/artists/:id",
    params: { id },
    access: "admin",
    response: null,
  }),
  // An artist's songs with their Korean readings (한글 독음/번역), and setting one.
  listArtistSongs: row({
    method: "GET",
    path: "/api/admin/artists/:id/songs",
    params: { id },
    access: "admin",
    response: adminSongList,
  }),
  updateSongReading: row({
    method: "PUT",
    path: "/api/admin/songs/:id",
    params: { id },
    access: "admin",
    body: json(songReadingInput),
    response: adminSong,
  }),
  // setlist.fm's artists by name: the MBID of an artist being added (a KOPIS candidate's, say).
  searchSetlistFmArtists: row({
    method: "GET",
    path: "/api/admin/setlistfm/artists",
    query: ["name"],
    access: "admin",
    response: setlistFmArtistList,
  }),
  syncArtist: row({
    method: "POST",
    path: "/api/admin/artists/:mbid/sync",
    params: { mbid },
    access: "admin",
    response: syncResult,
  }),
  predictSetlist: row({
    method: "POST",
    path: "/api/admin/artists/:artistId/predict-setlist",
    params: { artistId: id },
    query: ["newConcertId"],
    access: "admin",
    response: predictedSetlist,
  }),
  createConcert: row({
    method: "POST",
    path: "/api/admin/new-concert",
    access: "admin",
    body: multipart("newConcert", concertInput),
    response: concert,
  }),
  updateConcert: row({
    method: "PUT",
    path: "/api/admin/new-concert/:id",
    params: { id },
    access: "admin",
    body: multipart("newConcert", concertInput),
    response: concert,
  }),
  deleteConcert: row({
    method: "DELETE",
    path: "/api/admin/new-concerts/:id",
    params: { id },
    access: "admin",
    response: null,
  }),
  getActualSetlist: row({
    method: "GET",
    path: "/api/admin/new-concerts/:id/actual-setlist",
    params: { id },
    access: "admin",
    response: actualSetlistState,
  }),
  linkActualSetlist: row({
    method: "PUT",
    path: "/api/admin/new-concerts/:id/actual-setlist",
    params: { id },
    body: { kind: "json", schema: actualSetlistLink },
    access: "admin",
    response: actualSetlistState,
  }),
  enterActualSetlist: row({
    method: "PUT",
    path: "/api/admin/new-concerts/:id/actual-setlist/songs",
    params: { id },
    body: { kind: "json", schema: actualSetlistInput },
    access: "admin",
    response: actualSetlistState,
  }),
  createTicketRound: row({
    method: "POST",
    path: "/api/admin/new-concerts/:id/ticket-rounds",
    params: { id },
    access: "admin",
    body: json(ticketRoundInput),
    response: ticketRound,
  }),
  updateTicketRound: row({
    method: "PUT",
    path: "/api/admin/ticket-rounds/:id",
    params: { id },
    access: "admin",
    body: json(ticketRoundInput),
    response: ticketRound,
  }),
  parseTicketNotice: row({
    method: "POST",
    path: "/api/admin/ticket-rounds/parse",
    access: "admin",
    body: json(ticketNoticeInput),
    response: parsedTicketNotice,
  }),
  deleteTicketRound: row({
    method: "DELETE",
    path: "/api/admin/ticket-rounds/:id",
    params: { id },
    access: "admin",
    response: null,
  }),
  saveTicketPrices: row({
    method: "PUT",
    path: "/api/admin/new-concerts/:id/prices",
    params: { id },
    access: "admin",
    body: json(ticketPricesInput),
    response: ticketPriceList,
  }),
  /** Queues an import from KOPIS (202); 503 without a KOPIS key. */
  startKopisImport: row({
    method: "POST",
    path: "/api/admin/imports/kopis",
    access: "admin",
    response: importRunQueued,
  }),
  getKopisImport: row({
    method: "GET",
    path: "/api/admin/imports/kopis/:runId",
    params: { runId: id },
    access: "admin",
    response: importRun,
  }),
  /** The fans' "내한 소식 알려 주세요" requests by name, most asked first. */
  listArtistRequests: row({
    method: "GET",
    path: "/api/admin/artist-requests",
    access: "admin",
    response: artistRequestGroupList,
  }),
  /** Candidates waiting for the admin, newest first; `status=APPROVED|DISMISSED` for the others. */
  listImportCandidates: row({
    method: "GET",
    path: "/api/admin/import-candidates",
    query: ["status"],
    access: "admin",
    paged: true,
    response: importCandidateList,
  }),
  approveImportCandidate: row({
    method: "POST",
    path: "/api/admin/import-candidates/:id/approve",
    params: { id },
    access: "admin",
    body: json(approveCandidateInput),
    response: candidateApproved,
  }),
  dismissImportCandidate: row({
    method: "POST",
    path: "/api/admin/import-candidates/:id/dismiss",
    params: { id },
    access: "admin",
    response: null,
  }),
  getPredictionAccuracy: row({
    method: "GET",
    path: "/api/predictions/accuracy",
    response: predictionAccuracy,
  }),
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export const ENDPOINT_NAMES = Object.keys(endpoints) as EndpointName[];

/** What fills an endpoint's `:name` segments. */
export type ParamsOf<E extends Endpoint> = { [K in keyof E["params"]]: z.input<E["params"][K]> };
/** Its query: the declared parameters, and `limit` and `cursor` on a paged list. */
export type QueryOf<E extends Endpoint> = Partial<
  Record<
    E["query"][number] | (E["paged"] extends true ? "limit" | "cursor" : never),
    string | number | null | undefined
  >
>;
/** What it sends: the JSON body's input, a multipart form, or nothing. */
export type BodyOf<E extends Endpoint> = E["body"] extends { kind: "json"; schema: infer S }
  ? S extends z.ZodMiniType
    ? z.input<S>
    : never
  : E["body"] extends { kind: "multipart" }
    ? FormData
    : undefined;
/** What it answers, parsed; undefined without a JSON answer. */
export type ResponseOf<E extends Endpoint> = E["response"] extends z.ZodMiniType
  ? z.output<E["response"]>
  : undefined;

export interface UrlParts<E extends Endpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
}
/** The arguments naming one URL of an endpoint: `params` is required when its path has any. */
export type UrlArgs<E extends Endpoint> = keyof E["params"] extends never
  ? [parts?: UrlParts<E>]
  : [parts: UrlParts<E> & { params: ParamsOf<E> }];

/** The headers of an endpoint's answer that clients read: `x-next-cursor` on a paged list, and its own. */
export function answerHeadersOf(endpoint: Pick<Endpoint, "paged" | "headers">): string[] {
  return [...(endpoint.paged ? [NEXT_CURSOR_HEADER] : []), ...endpoint.headers];
}

/** Every header an answer of the API carries for its clients, once each. */
export const ANSWER_HEADERS: readonly string[] = [
  ...new Set(Object.values(endpoints).flatMap(answerHeadersOf)),
];
