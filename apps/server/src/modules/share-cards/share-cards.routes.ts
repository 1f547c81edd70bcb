import { join } from "node:path";
import { parseIdText } from "@naehan/contract";
import { Hono } from "hono";
import type { Database } from "../../db/client";
import type { AppDeps, AppEnv } from "../../lib/context";
import { posterDateText, todayInSeoul } from "../../lib/dates";
import { notFound } from "../../lib/errors";
import { type ShareCard, renderShareCard, shareCardVersion } from "./share-card";
import {
  articleCardRow,
  artistCardRow,
  concertCardRow,
  setlistCardRow,
} from "./share-cards.queries";

/** `/media/<file>` stored here → its path on disk; images elsewhere (S3) are left out of the card. */
function storedFile(mediaDir: string | null, url: string | null): string | null {
  const file = url && /^\/media\/([\w-]+\.(?:svg|webp|png|jpg|gif))$/.exec(url)?.[1];
  return mediaDir && file ? join(mediaDir, file) : null;
}

const names = (krName: string | null, name: string) => (krName ? `${krName} ${name}` : name);
const place = (venue: string, city: string | null) => (city ? `${venue}, ${city}` : venue);
const dotted = (isoDate: string) => isoDate.replaceAll("-", ".");

export interface ConcertCardFields {
  title: string;
  artistName: string;
  posterUrl: string | null;
  startDate: string;
  endDate: string;
  venueName: string;
  cityName: string | null;
}

/** A concert's card, from the fields its API read already has. */
export function concertCard(row: ConcertCardFields, mediaDir: string | null): ShareCard {
  return {
    eyebrow: "내한 공연",
    title: row.title,
    lines: [
      row.artistName,
      posterDateText(row.startDate, row.endDate),
      place(row.venueName, row.cityName),
    ],
    imageFile: storedFile(mediaDir, row.posterUrl),
    imageShape: "poster",
  };
}

export function artistCard(
  row: { name: string; krName: string | null; imgUrl: string | null },
  mediaDir: string | null,
): ShareCard {
  return {
    eyebrow: "아티스트",
    title: row.krName ?? row.name,
    lines: [row.krName ? row.name : "", "내한 공연 일정 · 지난 공연 셋리스트 · 게시판"].filter(
      Boolean,
    ),
    imageFile: storedFile(mediaDir, row.imgUrl),
    imageShape: "square",
  };
}

/** The card of each page that has one, by its path under `/share/`; null when it does not exist. */
export async function shareCardFor(
  db: Database,
  mediaDir: string | null,
  path: string,
): Promise<ShareCard | null> {
  const concert = /^new-concerts\/(\w+)$/.exec(path);
  if (concert) {
    const id = parseIdText(concert[1]);
    const row = id === null ? null : await concertCardRow(db, id);
    return row ? concertCard(row, mediaDir) : null;
  }
  const setlist = /^artists\/(\w+)\/setlists\/(\w+)$/.exec(path);
  if (setlist) {
    const artistId = parseIdText(setlist[1]);
    const pastConcertId = parseIdText(setlist[2]);
    const row =
      artistId === null || pastConcertId === null
        ? null
        : await setlistCardRow(db, artistId, pastConcertId);
    return row
      ? {
          eyebrow: "셋리스트",
          title: `${row.krName ?? row.artistName} ${dotted(row.eventDate)} 셋리스트`,
          lines: [
            names(row.krName, row.artistName),
            place(row.venueName, row.cityName),
            row.tourName ?? "",
          ].filter(Boolean),
          imageFile: storedFile(mediaDir, row.imgUrl),
          imageShape: "square",
        }
      : null;
  }
  const artist = /^artists\/(\w+)$/.exec(path);
  if (artist) {
    const id = parseIdText(artist[1]);
    const row = id === null ? null : await artistCardRow(db, id);
    return row ? artistCard(row, mediaDir) : null;
  }
  const article = /^articles\/(\w+)$/.exec(path);
  if (article) {
    const id = parseIdText(article[1]);
    const row = id === null ? null : await articleCardRow(db, id);
    return row
      ? {
          eyebrow: `${row.krName ?? row.artistName} 게시판`,
          title: row.title,
          lines: [names(row.krName, row.artistName), dotted(todayInSeoul(row.createdAt))],
          imageFile: storedFile(mediaDir, row.imgUrl),
          imageShape: "square",
        }
      : null;
  }
  return null;
}

/** The URL of a page's share card: its content's fingerprint in the query, so a change shows. */
export function shareCardUrl(path: string, card: ShareCard): string {
  return `/share/${path}.jpg?v=${shareCardVersion(card)}`;
}

const MEMORY_LIMIT = 64;

/**
 * `GET /share/<page>.jpg`: the link-preview picture of a concert, artist, setlist or board post,
 * drawn on first request and kept (the newest few in memory, by content).
 */
export function shareCardRoutes({ db, config }: Pick<AppDeps, "db" | "config">) {
  const app = new Hono<AppEnv>();
  const drawn = new Map<string, Promise<Buffer>>();

  app.get("/*", async (c) => {
    const path = /^\/share\/(.+)\.jpg$/.exec(c.req.path)?.[1];
    const card = path ? await shareCardFor(db, config.mediaDir, path) : null;
    if (!card) throw notFound("file");
    const version = shareCardVersion(card);
    let jpeg = drawn.get(version);
    if (!jpeg) {
      jpeg = renderShareCard(card);
      drawn.set(version, jpeg);
      jpeg.catch(() => drawn.delete(version));
      if (drawn.size > MEMORY_LIMIT) drawn.delete(drawn.keys().next().value ?? "");
    }
    const body = await jpeg;
    // Asked for by its current fingerprint: the picture at this URL never changes.
    const current = c.req.query("v") === version;
    return c.body(new Uint8Array(body), 200, {
      "Content-Type": "image/jpeg",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=300",
    });
  });
  return app;
}
