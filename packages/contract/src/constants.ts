// The contract's constants and plain helpers, without zod: what the browser's first load needs
// (docs/decisions/020-first-load-without-validators.md). The schemas built on them are in common.ts.

/** Ids are PostgreSQL `integer`s. */
export const ID_MAX = 2_147_483_647;
const ID_TEXT = /^[1-9][0-9]{0,9}$/;

/**
 * The one reading of an id written as text (a path segment, a query value, a cursor part, a body
 * field sent as a string): decimal digits without sign, leading zero, space or exponent, at most
 * ID_MAX. Anything else names nothing: null.
 */
export function parseIdText(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || !ID_TEXT.test(raw)) return null;
  const value = Number(raw);
  return value <= ID_MAX ? value : null;
}

export const GENRES = ["POP", "ROCK", "HIPHOP", "R&B", "JPOP"] as const;
export const CONCERT_STATUSES = ["UPCOMING", "COMPLETED"] as const;
export const ERROR_CODES = [
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "EMAIL_TAKEN",
  "NICKNAME_TAKEN",
  "SIGN_IN_CODE_INVALID",
  "ACCOUNT_LINKED",
  "LAST_SIGN_IN_WAY",
  "PASSWORD_EXISTS",
  "RESET_TOKEN_INVALID",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "VALIDATION_FAILED",
  "RATE_LIMITED",
  "BAD_GATEWAY",
  "SERVICE_UNAVAILABLE",
  "BUSY",
  "INTERNAL",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Lists that can grow: the body stays a plain array, the next page's cursor travels here. */
export const NEXT_CURSOR_HEADER = "x-next-cursor";
/** A page's size with `?cursor=` and no `?limit=`. */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
/**
 * Without `?limit=` and `?cursor=` a list is answered whole (the spec's clients never page), up to
 * this many items; past it, the first this-many and `x-next-cursor`.
 */
export const WHOLE_LIST_MAX = 500;

// Administration.

/** Uploaded images: at most this many bytes (the server answers 413 beyond). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** What the server answers, and the form says first, for an image over IMAGE_MAX_BYTES. */
export const IMAGE_TOO_LARGE_MESSAGE = `이미지는 ${IMAGE_MAX_BYTES / 1024 / 1024}MB 이하만 올릴 수 있습니다.`;

/**
 * The narrow WebP copies of a stored image the server makes on first request, by width in px
 * (`/media/w<width>/<name>.webp`): the cards' copies the web's `srcset` names, and the tiny one
 * blown up behind a poster as its backdrop.
 */
export const IMAGE_COPY_WIDTHS = [24, 160, 280, 320, 400, 480, 800] as const;
export type ImageCopyWidth = (typeof IMAGE_COPY_WIDTHS)[number];
/** A stored image's copies for a list's thumbnail, a row's card, a grid's card and a page's hero. */
export const CARD_IMAGE_WIDTHS = [
  160, 280, 320, 400, 480, 800,
] as const satisfies readonly ImageCopyWidth[];
export const BACKDROP_IMAGE_WIDTH = 24 satisfies ImageCopyWidth;

/** What the server recognises (by content, never by name or declared type). */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;

// Alerts and Web Push.

/** Reminders before a round opens, in minutes: a day, an hour and ten minutes. */
export const DEFAULT_REMINDER_OFFSETS: readonly number[] = [1440, 60, 10];

/** What an account's alerts are until it changes them. */
export const DEFAULT_ALERT_SETTINGS = {
  reminderOffsets: [...DEFAULT_REMINDER_OFFSETS],
  newConcertOfFavoriteArtist: true,
  concertChanges: true,
};

/** Minutes before a round opens; 0 = when it opens. */
export const REMINDER_OFFSET_MAX = 10_080;

export const REMINDER_OFFSETS_MAX = 5;

/** How long the inbox keeps an alert. */
export const NOTIFICATION_KEEP_DAYS = 90;

/** Change alerts for one concert within this window are merged into one. */
export const CHANGE_MERGE_MINUTES = 2;

export const NOTIFICATION_KINDS = [
  "TICKET_REMINDER",
  "NEW_CONCERT",
  "CONCERT_CHANGED",
  "ROUND_CHANGED",
  "ROUND_CANCELLED",
  "RESALE_ROUND",
] as const;

/** The inbox's unread count, sent with every page of `GET /api/notifications`. */
export const UNREAD_COUNT_HEADER = "x-unread-count";

// Artists and song rankings.

/** How many past concerts the ranking counted. */
export const RANKING_WINDOW_HEADER = "x-ranking-window";

export const RANKING_WINDOW = 20;

export const RANKING_SIZE = 30;

// Accounts.

export const NICKNAME_MIN = 3;

export const NICKNAME_MAX = 20;

export const PASSWORD_MIN = 8;

export const PASSWORD_MAX = 64;

/** A simple address pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What a nickname may not contain, after NFKC, each alternative a way to show as nothing or to
 * hide beside a name it imitates:
 * - control, format (zero-width, bidi), private-use, unassigned and surrogate code points, and
 *   U+2800 (braille blank: a symbol, drawn empty);
 * - separators other than a plain space;
 * - default-ignorable code points (the Hangul fillers, U+034F, variation selectors, Khmer and
 *   Mongolian invisibles, tags), except a variation selector right after an emoji, where phone
 *   keyboards put one (❤️);
 * - a combining mark with no letter or digit under it (a mark on a space, a symbol or nothing).
 */
export const NICKNAME_FORBIDDEN = new RegExp(
  [
    String.raw`[\p{C}\u2800]`,
    String.raw`(?! )\p{Z}`,
    String.raw`(?![\ufe0e\ufe0f])\p{Default_Ignorable_Code_Point}`,
    String.raw`(?<!\p{Emoji})[\ufe0e\ufe0f]`,
    String.raw`(?<![\p{L}\p{N}\p{M}])(?![\ufe0e\ufe0f])\p{M}`,
  ].join("|"),
  "u",
);

/** A nickname names someone: at least one letter or digit (not only symbols or emoji). */
export const NICKNAME_NEEDS = /[\p{L}\p{N}]/u;

export const ROLES = ["ROLE_USER", "ROLE_ADMIN"] as const;

export const ACCESS_TOKEN_TTL_SECONDS = 30 * 60;

// The board.

export const ARTICLE_CATEGORIES = ["FREE_BOARD", "NEW_CONCERT"] as const;

/** What the board calls each category. */
export const ARTICLE_CATEGORY_LABELS: Record<(typeof ARTICLE_CATEGORIES)[number], string> = {
  FREE_BOARD: "자유게시판",
  NEW_CONCERT: "콘서트 게시판",
};

export const TITLE_MAX = 100;

export const CONTENT_MAX = 10_000;

export const COMMENT_MAX = 1_000;

/** Articles the artist page previews. */
export const BOARD_PREVIEW_SIZE = 10;

// Concerts and predictions.

export const PREDICTION_CONFIDENCES = ["HIGH", "MEDIUM", "LOW"] as const;

/**
 * `?genre=` of GET /api/new-concerts: the five codes, case-insensitive; NEW and ALL mean all. An
 * unencoded `genre=R&B` (`genre=R` and a parameter `B`) is R&B; an unknown genre is an empty list.
 */
export const GENRE_FILTERS = ["NEW", "ALL", "POP", "ROCK", "HIPHOP", "R&B", "JPOP"] as const;

// Favourites.

/** What a favourite can be: the path segment of the favourite calls. */
export const FAVORITE_TARGETS = ["artist", "concert"] as const;

// Prediction accuracy and actual setlists.

// Search.

export const SEARCH_KEYWORD_MAX = 100;
/** The longest artist name a fan may ask to be told about ("내한 소식 알려 주세요"). */
export const ARTIST_REQUEST_NAME_MAX = 50;
export const ARTIST_REQUEST_MESSAGES = {
  nameRequired: "알려 드릴 아티스트 이름을 입력해 주세요.",
  nameTooLong: `아티스트 이름은 ${ARTIST_REQUEST_NAME_MAX}자 이하로 입력해 주세요.`,
} as const;

// Ticket rounds and prices.

/** The kinds of a ticket round, in the order a tour usually sells them. */
export const TICKET_ROUND_KINDS = [
  "FANCLUB_PRESALE",
  "MEMBERSHIP_PRESALE",
  "GENERAL",
  "EXTRA",
  "RESALE",
] as const;

/** The Korean name of each kind: a round's label when the admin gives none. */
export const TICKET_ROUND_KIND_LABELS: Record<(typeof TICKET_ROUND_KINDS)[number], string> = {
  FANCLUB_PRESALE: "팬클럽 선예매",
  MEMBERSHIP_PRESALE: "멤버십 선예매",
  GENERAL: "일반예매",
  EXTRA: "추가 오픈",
  RESALE: "취소표",
};

/** The vendors the admin form offers; any other name may be typed. */
export const TICKET_VENDORS = ["NOL 티켓", "멜론티켓", "YES24 티켓", "티켓링크"] as const;

/** Conditions the admin form suggests as chips; others may be typed. */
export const ELIGIBILITY_SUGGESTIONS = [
  "공식 팬클럽 인증",
  "본인인증",
  "멤버십 회원",
  "카드사 결제",
  "1인 1매",
  "1인 2매",
  "1인 4매",
] as const;

/** `?days=` of the upcoming rounds: 1–31, 7 when absent. */
export const UPCOMING_DAYS_DEFAULT = 7;

export const UPCOMING_DAYS_MAX = 31;

export const PRICE_MAX = 10_000_000;

export const PRICES_MAX = 20;

/** Where an import from KOPIS stands. */
export const IMPORT_RUN_STATES = ["QUEUED", "RUNNING", "DONE", "FAILED"] as const;
/** A listing waiting for the admin, made a concert, or dismissed for good. */
export const IMPORT_CANDIDATE_STATUSES = ["PENDING", "APPROVED", "DISMISSED"] as const;
