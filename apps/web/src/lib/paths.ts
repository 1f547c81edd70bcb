import type { Genre } from "@naehan/contract";

/** Every URL of the app, its route patterns and its links, in one place. */
export type GenreSlug = "new" | "all" | "pop" | "rock" | "hiphop" | "rnb" | "jpop";

export const GENRE_SLUGS: Record<GenreSlug, { label: string; genre: Genre | null }> = {
  new: { label: "NEW", genre: null },
  all: { label: "ALL", genre: null },
  pop: { label: "POP", genre: "POP" },
  rock: { label: "ROCK", genre: "ROCK" },
  hiphop: { label: "HIPHOP", genre: "HIPHOP" },
  rnb: { label: "R&B", genre: "R&B" },
  jpop: { label: "JPOP", genre: "JPOP" },
};

export const isGenreSlug = (value: string): value is GenreSlug => value in GENRE_SLUGS;

/**
 * A screen's URL: its pattern for the router (`paths.concert.pattern`) beside the builder of links
 * to it (`paths.concert(7)`), so the two cannot drift apart.
 */
const route = <Args extends unknown[]>(pattern: string, href: (...args: Args) => string) =>
  Object.assign(href, { pattern });

export const paths = {
  home: route("/", () => "/"),
  /** The login page; `next` is where to return afterwards (a path inside the app). */
  login: route("/login", (next?: string) =>
    next && next !== "/" ? `/login?next=${encodeURIComponent(next)}` : "/login",
  ),
  join: route("/join", () => "/join"),
  /** 비밀번호 찾기, and the page its mailed link opens (the token in the fragment). */
  forgotPassword: route("/forgot-password", () => "/forgot-password"),
  resetPassword: route("/reset-password", () => "/reset-password"),
  /** 이용약관 and 개인정보 처리방침, the texts sign-up asks the fan to agree to. */
  terms: route("/terms", () => "/terms"),
  privacy: route("/privacy", () => "/privacy"),
  /** Where a Kakao or Naver sign-in comes back to, its outcome in the URL fragment. */
  providerReturn: route("/login/oauth", () => "/login/oauth"),
  search: route("/search", (query?: string) =>
    query ? `/search?q=${encodeURIComponent(query)}` : "/search",
  ),
  myPage: route("/mypage", () => "/mypage"),
  /** 알림함, the inbox. */
  inbox: route("/notifications", () => "/notifications"),
  /** A genre's list: one route per slug (`/rock`, `/all`, …), each its own pattern. */
  genre: (slug: GenreSlug) => `/${slug}`,
  concert: route("/concert/:concertId", (concertId: number) => `/concert/${concertId}`),
  artist: route("/artist/:artistId", (artistId: number) => `/artist/${artistId}`),
  /** The artist page with one of the board's posts open in its popup. */
  artistPost: (artistId: number, postId: number) => `/artist/${artistId}?post=${postId}`,
  setlist: route(
    "/artist/:artistId/setlist/:pastConcertId",
    (artistId: number, pastConcertId: number) => `/artist/${artistId}/setlist/${pastConcertId}`,
  ),
  pastConcerts: route(
    "/past-concerts/:artistId",
    (artistId: number) => `/past-concerts/${artistId}`,
  ),
  board: route("/board/:artistId", (artistId: number) => `/board/${artistId}`),
  /** The board with one post open in its popup. */
  boardPost: (artistId: number, postId: number) => `/board/${artistId}?post=${postId}`,
  boardWrite: (artistId: number) => `/board/${artistId}?write=1`,
  boardEdit: (artistId: number, postId: number) => `/board/${artistId}?edit=${postId}`,
  admin: route("/admin", () => "/admin"),
  /** Every audited concert: its predicted setlist against what was played, and the calibration. */
  predictionAccuracy: route("/prediction-accuracy", () => "/prediction-accuracy"),
} as const;

/** A `?next=` value that is safe to navigate to: a path of this app, never another site. */
export function safeNext(value: string | null): string {
  // A path of this app only: `//host`, `/\host` and control characters (a browser drops tab and
  // newline, making `/%09/host` into `//host`) could all lead to another site.
  const decoded = (() => {
    try {
      return decodeURIComponent(value ?? "");
    } catch {
      return "";
    }
  })();
  const safe =
    value !== null &&
    /^\/(?![/\\])/.test(value) &&
    !/[\\\p{Cc}]/u.test(decoded) &&
    !/^\/[/\\]/.test(decoded.replace(/[\t\n\r]/g, "")) &&
    !value.startsWith("/login");
  return safe ? value : paths.home();
}
