import type { Genre } from "@naehan/contract";

/** Every URL of the app, built in one place. */
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

export const paths = {
  home: () => "/",
  /** The login page; `next` is where to return afterwards (a path inside the app). */
  login: (next?: string) =>
    next && next !== "/" ? `/login?next=${encodeURIComponent(next)}` : "/login",
  join: () => "/join",
  search: (query?: string) => (query ? `/search?q=${encodeURIComponent(query)}` : "/search"),
  myPage: () => "/mypage",
  /** 알림함, the inbox. */
  inbox: () => "/notifications",
  genre: (slug: GenreSlug) => `/${slug}`,
  concert: (concertId: number) => `/concert/${concertId}`,
  artist: (artistId: number) => `/artist/${artistId}`,
  /** The artist page with one of the board's posts open in its popup. */
  artistPost: (artistId: number, postId: number) => `/artist/${artistId}?post=${postId}`,
  setlist: (artistId: number, pastConcertId: number) =>
    `/artist/${artistId}/setlist/${pastConcertId}`,
  pastConcerts: (artistId: number) => `/past-concerts/${artistId}`,
  board: (artistId: number) => `/board/${artistId}`,
  /** The board with one post open in its popup. */
  boardPost: (artistId: number, postId: number) => `/board/${artistId}?post=${postId}`,
  boardWrite: (artistId: number) => `/board/${artistId}?write=1`,
  boardEdit: (artistId: number, postId: number) => `/board/${artistId}?edit=${postId}`,
  admin: () => "/admin",
  /** Every audited concert: its predicted setlist against what was played, and the calibration. */
  predictionAccuracy: () => "/prediction-accuracy",
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
