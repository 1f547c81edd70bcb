import { type Concert, type ConcertInput, endpoints } from "@naehan/contract";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from "../../db/errors";
import {
  articles,
  concertPredictions,
  newConcerts,
  predictedSetlistEntries,
} from "../../db/schema";
import { cacheTag, tagWrite } from "../../lib/cache/cache-tags";
import { fromDateTuple } from "../../lib/dates";
import { invalidFields, notFound } from "../../lib/http/errors";
import { endpointRouter } from "../../lib/http/endpoint-router";
import { storeImage } from "../../lib/http/multipart";
import { artistExists } from "../artists/artists.queries";
import { concertExists, findConcert } from "./concerts.queries";
import { type MediaUrl, mediaUrl } from "../../lib/media/media-url";
import { presentConcert } from "./concerts.presenter";
import { refreshSearchIndex } from "../search/search-index";
import { describeConcertChange, recordConcertEvent } from "../alerts/alert-events";
import type { ModuleDeps } from "../module-deps";

const unknownArtist = () => invalidFields({ artistId: "선택한 아티스트가 없습니다." });

/** 422 before any file is processed when the concert's artist does not exist. */
async function assertArtistExists(db: Database, artistId: number) {
  if (!(await artistExists(db, artistId))) throw unknownArtist();
}

/** 404 before any file is processed when the concert to update does not exist. */
async function assertConcertExists(db: Database, id: number) {
  if (!(await concertExists(db, id))) throw notFound("concert");
}

function columns(input: ConcertInput) {
  const startDate = fromDateTuple(input.startDate);
  return {
    artistId: input.artistId,
    title: input.title,
    subTitle: input.subTitle ?? null,
    startDate,
    endDate: input.endDate ? fromDateTuple(input.endDate) : startDate,
    venueName: input.venueName,
    cityName: input.cityName,
    countryName: input.countryName || "대한민국",
    countryCode: input.countryCode,
    ticketPlatforms: input.ticketPlatforms ?? null,
    ticketUrl: input.ticketUrl ?? null,
    genre: input.genre,
    status: input.concertStatus,
    // An older client sends no times: what is stored stays.
    ...(input.startTime === undefined ? {} : { startTime: input.startTime }),
    ...(input.doorsTime === undefined ? {} : { doorsTime: input.doorsTime }),
  };
}

/** The artist deleted by a concurrent write is the same 422 as one missing beforehand. */
async function mapMissingArtist<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw unknownArtist();
    throw error;
  }
}

async function present(tx: Database, id: number, media: MediaUrl): Promise<Concert> {
  const row = await findConcert(tx, id);
  if (!row) throw notFound("concert");
  return presentConcert(row, media);
}

/** Adds the concert; its artist's fans hear of it (an announcement event at `now`). */
export function createConcert(
  db: Database,
  input: ConcertInput,
  posterUrl: string | null,
  media: MediaUrl,
  now: Date,
) {
  return mapMissingArtist(
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(newConcerts)
        .values({ ...columns(input), posterUrl })
        .returning({ id: newConcerts.id });
      if (!row) throw new Error("concert not inserted");
      await refreshSearchIndex(tx, { concertIds: [row.id] });
      await recordConcertEvent(tx, row.id, "NEW_CONCERT", input.title, now);
      return present(tx, row.id, media);
    }),
  );
}

/**
 * Replaces the concert's fields; the poster only when a new one was uploaded. A concert moved to
 * another artist loses its prediction, which was made from the old artist's songs, its actual
 * setlist (a show of the old artist), and its link
 * from posts on other artists' boards (they stay where they are, about no concert: a post links
 * only a concert of its own artist, and would otherwise no longer save). A new date, venue or
 * status is an event its fans hear of.
 */
export function updateConcert(
  db: Database,
  id: number,
  input: ConcertInput,
  posterUrl: string | null,
  media: MediaUrl,
  now: Date,
) {
  return mapMissingArtist(
    db.transaction(async (tx) => {
      const [before] = await tx
        .select({
          artistId: newConcerts.artistId,
          startDate: newConcerts.startDate,
          endDate: newConcerts.endDate,
          venueName: newConcerts.venueName,
          status: newConcerts.status,
          startTime: newConcerts.startTime,
        })
        .from(newConcerts)
        .where(eq(newConcerts.id, id))
        .for("update");
      if (!before) throw notFound("concert");
      const after = columns(input);
      await tx
        .update(newConcerts)
        .set({ ...after, ...(posterUrl ? { posterUrl } : {}), updatedAt: sql`now()` })
        .where(eq(newConcerts.id, id));
      const change = describeConcertChange(before, {
        ...after,
        startTime: after.startTime === undefined ? before.startTime : after.startTime,
      });
      if (change) await recordConcertEvent(tx, id, "CONCERT_CHANGED", change, now);
      if (before.artistId !== input.artistId) {
        await tx
          .delete(predictedSetlistEntries)
          .where(eq(predictedSetlistEntries.newConcertId, id));
        await tx.delete(concertPredictions).where(eq(concertPredictions.newConcertId, id));
        await tx
          .update(newConcerts)
          .set({ actualPastConcertId: null })
          .where(eq(newConcerts.id, id));
        await tx
          .update(articles)
          .set({ newConcertId: null })
          .where(and(eq(articles.newConcertId, id), ne(articles.artistId, input.artistId)));
      }
      await refreshSearchIndex(tx, { concertIds: [id] });
      return present(tx, id, media);
    }),
  );
}

/** Deletes the concert with its prediction, favourites and search terms; posts keep their text. */
export async function deleteConcert(db: Database, id: number): Promise<void> {
  const deleted = await db
    .delete(newConcerts)
    .where(eq(newConcerts.id, id))
    .returning({ id: newConcerts.id });
  if (deleted.length === 0) throw notFound("concert");
}

/** The concert calls of `/api/admin` (`admin.routes.ts` mounts them). */
export function concertsAdminRoutes(deps: ModuleDeps) {
  const { db, storage, config, clock, alerts } = deps;
  const media = mediaUrl(config.publicUrl);
  return endpointRouter(deps)
    .on(endpoints.createConcert, async (c, { body: { input, file } }) => {
      await assertArtistExists(db, input.artistId);
      const posterUrl = await storeImage(storage, file, "poster");
      const created = await createConcert(db, input, posterUrl, media, clock());
      alerts.wake();
      tagWrite(c, cacheTag.concerts, cacheTag.search);
      return c.json(created, 201);
    })
    .on(endpoints.updateConcert, { notFound: "concert" }, async (c, { params, body }) => {
      const { id } = params;
      const { input, file } = body;
      await assertConcertExists(db, id);
      await assertArtistExists(db, input.artistId);
      const posterUrl = await storeImage(storage, file, "poster");
      const updated = await updateConcert(db, id, input, posterUrl, media, clock());
      alerts.wake();
      tagWrite(c, cacheTag.concert(id), cacheTag.concerts, cacheTag.search);
      return c.json(updated);
    })
    .on(endpoints.deleteConcert, { notFound: "concert" }, async (c, { params: { id } }) => {
      await deleteConcert(db, id);
      tagWrite(c, cacheTag.concert(id), cacheTag.concerts, cacheTag.search);
      return c.body(null, 204);
    }).hono;
}
