import { type Artist, type ArtistInput, endpoints } from "@naehan/contract";
import { and, eq, ne, sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from "../../db/errors";
import { articles, artists, newConcerts } from "../../db/schema";
import { cacheTag, tagWrite } from "../../lib/cache/cache-tags";
import { conflict, notFound } from "../../lib/http/errors";
import { endpointRouter } from "../../lib/http/endpoint-router";
import { storeImage } from "../../lib/http/multipart";
import { type MediaUrl, mediaUrl } from "../../lib/media/media-url";
import type { ModuleDeps } from "../module-deps";
import { presentArtist } from "./artists.presenter";
import { refreshSearchIndex } from "../search/search-index";

const mbidTaken = () => conflict("이미 같은 MBID로 등록된 아티스트가 있습니다.");

/** 409 before any file is processed when another artist already has the MBID. */
export async function assertMbidFree(db: Database, mbid: string | null | undefined, exceptId = 0) {
  if (!mbid) return;
  const [row] = await db
    .select({ id: artists.id })
    .from(artists)
    .where(and(eq(artists.mbid, mbid), ne(artists.id, exceptId)));
  if (row) throw mbidTaken();
}

function columns(input: ArtistInput) {
  return {
    mbid: input.mbid ?? null,
    name: input.name,
    krName: input.krName ?? null,
    snsUrl: input.snsUrl ?? null,
    mediaUrl: input.mediaUrl ?? null,
    // An older client sends no aliases: the stored ones stay.
    ...(input.aliases === undefined ? {} : { aliases: input.aliases }),
  };
}

/** A unique MBID taken by a concurrent write is the same 409 as one found beforehand. */
async function mapUniqueMbid<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw mbidTaken();
    throw error;
  }
}

export function createArtist(
  db: Database,
  input: ArtistInput,
  imgUrl: string | null,
  media: MediaUrl,
) {
  return mapUniqueMbid(
    db.transaction(async (tx): Promise<Artist> => {
      const [row] = await tx
        .insert(artists)
        .values({ ...columns(input), imgUrl })
        .returning();
      if (!row) throw new Error("artist not inserted");
      await refreshSearchIndex(tx, { artistIds: [row.id] });
      return presentArtist(row, media);
    }),
  );
}

/** Replaces the artist's fields; the image only when a new one was uploaded. */
export function updateArtist(
  db: Database,
  id: number,
  input: ArtistInput,
  imgUrl: string | null,
  media: MediaUrl,
) {
  return mapUniqueMbid(
    db.transaction(async (tx): Promise<Artist> => {
      const [row] = await tx
        .update(artists)
        .set({ ...columns(input), ...(imgUrl ? { imgUrl } : {}), updatedAt: sql`now()` })
        .where(eq(artists.id, id))
        .returning();
      if (!row) throw notFound("artist");
      await refreshSearchIndex(tx, { artistIds: [id] });
      return presentArtist(row, media);
    }),
  );
}

/** "공연 2개와 게시글 1개가 …": what still points at the artist, in words. */
export function referencesMessage(concerts: number, posts: number): string {
  const parts = [
    concerts > 0 ? `등록된 공연 ${concerts}개` : null,
    posts > 0 ? `게시판 글 ${posts}개` : null,
  ].filter(Boolean);
  const fix =
    concerts > 0 && posts > 0
      ? "공연과 게시글을 먼저 삭제하세요."
      : concerts > 0
        ? "공연을 먼저 삭제하세요."
        : "게시글을 먼저 삭제하세요.";
  return `${parts.join("와 ")}가 이 아티스트를 참조하고 있어 삭제할 수 없습니다. ${fix}`;
}

/**
 * Deletes an artist with its past concerts, songs, favourites and search terms, but never one that
 * concerts or posts still reference: those are counted with the artist row locked (a concurrent
 * insert of a concert waits for the lock), and a reference that slips in anyway is the same 409.
 */
export async function deleteArtist(db: Database, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: artists.id })
        .from(artists)
        .where(eq(artists.id, id))
        .for("update");
      if (!row) throw notFound("artist");
      const [refs] = await queryRows<{ concerts: number; posts: number }>(
        tx,
        sql`select
          (select count(*)::int from ${newConcerts} where ${newConcerts.artistId} = ${id}) as concerts,
          (select count(*)::int from ${articles} where ${articles.artistId} = ${id}) as posts`,
      );
      const concerts = Number(refs?.concerts ?? 0);
      const posts = Number(refs?.posts ?? 0);
      if (concerts > 0 || posts > 0) throw conflict(referencesMessage(concerts, posts));
      await tx.delete(artists).where(eq(artists.id, id));
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) {
      throw conflict("다른 데이터가 이 아티스트를 참조하고 있어 삭제할 수 없습니다.");
    }
    throw error;
  }
}

/** The artist calls of `/api/admin` (`admin.routes.ts` mounts them). */
export function artistsAdminRoutes(deps: ModuleDeps) {
  const { db, storage, config } = deps;
  const media = mediaUrl(config.publicUrl);
  return endpointRouter(deps)
    .on(endpoints.createArtist, async (c, { body: { input, file } }) => {
      await assertMbidFree(db, input.mbid);
      const imgUrl = await storeImage(storage, file, "artist");
      const created = await createArtist(db, input, imgUrl, media);
      tagWrite(c, cacheTag.artists, cacheTag.search);
      return c.json(created, 201);
    })
    .on(endpoints.updateArtist, { notFound: "artist" }, async (c, { params, body }) => {
      const { id } = params;
      const { input, file } = body;
      await assertMbidFree(db, input.mbid, id);
      const imgUrl = await storeImage(storage, file, "artist");
      const updated = await updateArtist(db, id, input, imgUrl, media);
      tagWrite(c, cacheTag.artist(id), cacheTag.artists, cacheTag.search);
      return c.json(updated);
    })
    .on(endpoints.deleteArtist, { notFound: "artist" }, async (c, { params: { id } }) => {
      await deleteArtist(db, id);
      tagWrite(c, cacheTag.artist(id), cacheTag.artists, cacheTag.search);
      return c.body(null, 204);
    }).hono;
}
