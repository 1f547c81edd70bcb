import {
  actualSetlistInput,
  actualSetlistLink,
  artistInput,
  concertInput,
  ticketPricesInput,
  ticketRoundInput,
} from "@naehan/contract";
import { Hono } from "hono";
import { requireAdmin } from "../../lib/auth/middleware";
import { cacheTag, changes } from "../../lib/cache/cache-tags";
import type { AppEnv } from "../../lib/context";
import type { AppDeps } from "../module-deps";
import { parseId, parseMbid, readJson } from "../../lib/http/input";
import { mediaUrl } from "../../lib/media/media-url";
import { accountLookup } from "../auth/auth.queries";
import { syncArtistSetlists } from "../past-concerts/sync-artist-setlists";
import {
  enterActualSetlist,
  getActualSetlist,
  linkActualSetlist,
} from "../predicted-setlists/actual-setlist";
import { predictSetlistFromRequest } from "../predicted-setlists/predict-setlist";
import { assertMbidFree, createArtist, deleteArtist, updateArtist } from "./admin-artists";
import {
  assertArtistExists,
  assertConcertExists,
  createConcert,
  deleteConcert,
  updateConcert,
} from "./admin-concerts";
import { createRound, deleteRound, replacePrices, updateRound } from "./admin-ticket-rounds";
import { readAdminUpload, storeImage } from "../../lib/http/multipart";

/**
 * The catalogue's admin calls, every one behind ROLE_ADMIN (401 without a valid token, 403 for
 * anyone else). Create and update read the JSON part first, check what can be checked without
 * the image, and only then decode and store the image: a rejected request costs no image work,
 * and a stored image whose row is rejected afterwards is merely an unreferenced file.
 */
export function adminRoutes(deps: AppDeps) {
  const { db, storage, clock, alerts } = deps;
  const media = mediaUrl(deps.config.publicUrl);
  return (
    new Hono<AppEnv>()
      .use(requireAdmin(deps.jwtSecret, accountLookup(db)))
      .post("/artist", async (c) => {
        const { input, file } = await readAdminUpload(c, "artist", artistInput);
        await assertMbidFree(db, input.mbid);
        const imgUrl = await storeImage(storage, file, "artist");
        const created = await createArtist(db, input, imgUrl, media);
        changes(c, cacheTag.artists, cacheTag.search);
        return c.json(created, 201);
      })
      .put("/artists/:id", async (c) => {
        const id = parseId(c.req.param("id"), "artist");
        const { input, file } = await readAdminUpload(c, "artist", artistInput);
        await assertMbidFree(db, input.mbid, id);
        const imgUrl = await storeImage(storage, file, "artist");
        const updated = await updateArtist(db, id, input, imgUrl, media);
        changes(c, cacheTag.artist(id), cacheTag.artists, cacheTag.search);
        return c.json(updated);
      })
      .delete("/artists/:id", async (c) => {
        const id = parseId(c.req.param("id"), "artist");
        await deleteArtist(db, id);
        changes(c, cacheTag.artist(id), cacheTag.artists, cacheTag.search);
        return c.body(null, 204);
      })
      .post("/artists/:mbid/sync", async (c) => {
        const { artistId, result } = await syncArtistSetlists(deps, parseMbid(c.req.param("mbid")));
        changes(c, cacheTag.pastConcerts(artistId));
        return c.json(result);
      })
      .post("/artists/:artistId/predict-setlist", async (c) => {
        const rawConcertId = c.req.query("newConcertId");
        const songs = await predictSetlistFromRequest(db, c.req.param("artistId"), rawConcertId);
        changes(c, cacheTag.concert(parseId(rawConcertId?.trim(), "concert")));
        return c.json(songs);
      })
      // Linking or typing in a concert's actual setlist names no tags: it changes a past concert,
      // the concert's audit and the accuracy page, so every cached answer goes.
      .get("/new-concerts/:id/actual-setlist", async (c) =>
        c.json(await getActualSetlist(db, parseId(c.req.param("id"), "concert"))),
      )
      .put("/new-concerts/:id/actual-setlist", async (c) => {
        const id = parseId(c.req.param("id"), "concert");
        return c.json(await linkActualSetlist(db, id, await readJson(c, actualSetlistLink)));
      })
      .put("/new-concerts/:id/actual-setlist/songs", async (c) => {
        const id = parseId(c.req.param("id"), "concert");
        return c.json(await enterActualSetlist(db, id, await readJson(c, actualSetlistInput)));
      })
      .post("/new-concert", async (c) => {
        const { input, file } = await readAdminUpload(c, "newConcert", concertInput);
        await assertArtistExists(db, input.artistId);
        const posterUrl = await storeImage(storage, file, "poster");
        const created = await createConcert(db, input, posterUrl, media, clock());
        alerts.wake();
        changes(c, cacheTag.concerts, cacheTag.search);
        return c.json(created, 201);
      })
      .put("/new-concert/:id", async (c) => {
        const id = parseId(c.req.param("id"), "concert");
        const { input, file } = await readAdminUpload(c, "newConcert", concertInput);
        await assertConcertExists(db, id);
        await assertArtistExists(db, input.artistId);
        const posterUrl = await storeImage(storage, file, "poster");
        const updated = await updateConcert(db, id, input, posterUrl, media, clock());
        alerts.wake();
        changes(c, cacheTag.concert(id), cacheTag.concerts, cacheTag.search);
        return c.json(updated);
      })
      .delete("/new-concerts/:id", async (c) => {
        const id = parseId(c.req.param("id"), "concert");
        await deleteConcert(db, id);
        changes(c, cacheTag.concert(id), cacheTag.concerts, cacheTag.search);
        return c.body(null, 204);
      })
      .post("/new-concerts/:id/ticket-rounds", async (c) => {
        const id = parseId(c.req.param("id"), "concert");
        const input = await readJson(c, ticketRoundInput);
        const round = await createRound(db, id, input, clock());
        alerts.wake();
        changes(c, cacheTag.concert(id), cacheTag.rounds);
        return c.json(round, 201);
      })
      .put("/ticket-rounds/:id", async (c) => {
        const id = parseId(c.req.param("id"), "ticketRound");
        const input = await readJson(c, ticketRoundInput);
        const round = await updateRound(db, id, input, clock());
        alerts.wake();
        changes(c, cacheTag.concert(round.newConcertId), cacheTag.rounds);
        return c.json(round);
      })
      .delete("/ticket-rounds/:id", async (c) => {
        const concertId = await deleteRound(db, parseId(c.req.param("id"), "ticketRound"), clock());
        alerts.wake();
        changes(c, cacheTag.concert(concertId), cacheTag.rounds);
        return c.body(null, 204);
      })
      .put("/new-concerts/:id/prices", async (c) => {
        const id = parseId(c.req.param("id"), "concert");
        const prices = await readJson(c, ticketPricesInput, "array");
        const saved = await replacePrices(db, id, prices);
        changes(c, cacheTag.concert(id));
        return c.json(saved);
      })
  );
}
