import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parseIdText } from "@naehan/contract";
import { type Context, Hono } from "hono";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../lib/context";
import type { ModuleDeps } from "../module-deps";
import type { Limit } from "../../lib/http/request-limits";
import { once, writeWhole } from "../../lib/media/derived-images";
import { todayInSeoul } from "../../lib/dates";
import { notFound } from "../../lib/http/errors";
import { renderShareCard } from "./share-card";
import { type ShareCard, shareCardVersion } from "./share-card-url";
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

/** Cards drawn for the first time, per address (IPv6 by /64): each costs about 0.1 s of CPU. */
export const COLD_RENDER_LIMIT: Limit = {
  max: 30,
  windowSeconds: 60,
  message: (minutes) =>
    `미리보기 이미지를 너무 자주 요청했습니다. ${minutes}분 후에 다시 시도해 주세요.`,
};

/** Drawn cards, by version: a version is what the card shows, so a kept card is never stale. */
interface KeptCards {
  get(version: string): Promise<Buffer | null>;
  put(version: string, jpeg: Buffer): Promise<void>;
}

/** In `dir`, one file per version, each written whole: every card is drawn once per release. */
function cardsOnDisk(dir: string): KeptCards {
  const file = (version: string) => join(dir, `${version}.jpg`);
  return {
    get: (version) =>
      readFile(file(version)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      }),
    async put(version, jpeg) {
      await mkdir(dir, { recursive: true });
      await writeWhole(file(version), (temp) => writeFile(temp, jpeg));
    },
  };
}

/** Without a folder (tests, benchmarks): the newest few in memory. */
function cardsInMemory(max = 64): KeptCards {
  const kept = new Map<string, Buffer>();
  return {
    get: (version) => Promise.resolve(kept.get(version) ?? null),
    put(version, jpeg) {
      kept.set(version, jpeg);
      if (kept.size > max) kept.delete(kept.keys().next().value ?? "");
      return Promise.resolve();
    },
  };
}

/**
 * `GET /share/<page>.jpg`: the link-preview picture of a concert, artist, setlist or board post,
 * drawn on its first request and kept by version (on disk in `config.shareCardDir`). Drawing one
 * that is not kept counts against the caller's address (`COLD_RENDER_LIMIT`), so cycling through
 * every card cannot keep the server drawing.
 */
export function shareCardRoutes(
  { db, config, logger, limits }: Pick<ModuleDeps, "db" | "config" | "logger" | "limits">,
  render = renderShareCard,
) {
  const app = new Hono<AppEnv>();
  const kept = config.shareCardDir ? cardsOnDisk(config.shareCardDir) : cardsInMemory();

  const draw = async (c: Context<AppEnv>, card: ShareCard, version: string) => {
    await limits.limitByAddress(c, "share-card", COLD_RENDER_LIMIT);
    // Asked for twice at once, it is drawn once.
    return once(`share-card:${version}`, async () => {
      const jpeg = await render(card, { mediaDir: config.mediaDir });
      await kept.put(version, jpeg).catch((err: unknown) => {
        logger.warn({ err: String(err), version }, "a share card could not be kept");
      });
      return jpeg;
    });
  };

  app.get("/*", async (c) => {
    const path = /^\/share\/(.+)\.jpg$/.exec(c.req.path)?.[1];
    const card = path ? await shareCardFor(db, path) : null;
    if (!card) throw notFound("file");
    const version = shareCardVersion(card);
    const body = (await kept.get(version)) ?? (await draw(c, card, version));
    // Asked for by its current fingerprint: the picture at this URL never changes.
    const current = c.req.query("v") === version;
    return c.body(new Uint8Array(body), 200, {
      "Content-Type": "image/jpeg",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=300",
    });
  });
  return app;
}
