import type { GenreSlug } from "../../../lib/paths";

/** The home page's rows, in the spec's order. */
export const HOME_ROWS: GenreSlug[] = ["new", "pop", "jpop", "rock", "hiphop", "rnb"];
export const HOME_ROW_SIZE = 10;
/** The 예매 임박 row: rounds opening within this many days. */
export const UPCOMING_ROUND_DAYS = 7;
