import { createHash } from "node:crypto";

// What a share card shows and the URL it is fetched at, without the drawing (share-card.ts loads
// sharp and the font): every read that links its page's card needs only this.

/**
 * The picture a messenger shows for a shared link (KakaoTalk, X, Discord): 800×400, the 2:1 card
 * KakaoTalk prefers, with the page's picture on the left and its title and facts in Korean on the
 * right. Every word is drawn as outlines from the shipped font, so the card reads the same on a
 * server that has no Korean font at all.
 */
export interface ShareCard {
  /** Small line above the title: what kind of page this is. */
  eyebrow: string;
  title: string;
  /** Up to three short facts under the title (artist, date, venue…). */
  lines: string[];
  /**
   * The image drawn on the left, as stored (`/media/<file>`); null, or an image hosted elsewhere,
   * draws the title panel alone.
   */
  image: string | null;
  /** How the picture fits its panel: posters are 2:3, artist images square. */
  imageShape: "poster" | "square";
}

/**
 * How cards are drawn: raise it with any change to the drawing (share-card.ts). Drawn cards are kept by version,
 * on disk across restarts, so a new look needs new versions (and messengers fetch new URLs).
 */
const CARD_DESIGN = 3;

/** A short fingerprint of what the card shows: its URL changes when its content does. */
export function shareCardVersion(card: ShareCard): string {
  return createHash("sha1")
    .update(JSON.stringify([CARD_DESIGN, card.eyebrow, card.title, card.lines, card.image]))
    .digest("base64url")
    .slice(0, 10);
}

/** The URL of a page's share card: its content's fingerprint in the query, so a change shows. */
export function shareCardUrl(path: string, card: ShareCard): string {
  return `/share/${path}.jpg?v=${shareCardVersion(card)}`;
}
