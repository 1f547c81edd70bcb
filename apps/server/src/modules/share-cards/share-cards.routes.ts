import { parseIdText } from "@naehan/contract";
import { Hono } from "hono";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../lib/context";
import type { AppDeps } from "../module-deps";
import { todayInSeoul } from "../../lib/dates";
import { notFound } from "../../lib/http/errors";
import { type ShareCard, renderShareCard, shareCardVersion } from "./share-card";
import { artistCard, concertCard, names, place } from "./share-cards.presenter";
import {
  articleCardRow,
  artistCardRow,
  concertCardRow,
  setlistCardRow,
} from "./share-cards.queries";

const dotted = (isoDate: string) => isoDate.replaceAll("-", ".");

/** The card of each page that has one, by its path under `/share/`; null when it does not exist. */
export async function shareCardFor(db: Database, path: string): Promise<ShareCard | null> {
  const concert = /^new-concerts\/(\w+)$/.exec(path);
  if (concert) {
    const id = parseIdText(concert[1]);
    const row = id === null ? null : await concertCardRow(db, id);
    return row ? concertCard(row) : null;
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
          image: row.imgUrl,
          imageShape: "square",
        }
      : null;
  }
  const artist = /^artists\/(\w+)$/.exec(path);
  if (artist) {
    const id = parseIdText(artist[1]);
    const row = id === null ? null : await artistCardRow(db, id);
    return row ? artistCard(row) : null;
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
          image: row.imgUrl,
          imageShape: "square",
        }
      : null;
  }
  return null;
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
    const card = path ? await shareCardFor(db, path) : null;
    if (!card) throw notFound("file");
    const version = shareCardVersion(card);
    let jpeg = drawn.get(version);
    if (!jpeg) {
      jpeg = renderShareCard(card, { mediaDir: config.mediaDir });
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
