import { artistInput, concertInput, ticketPricesInput, ticketRoundInput } from "@naehan/contract";
import { Hono } from "hono";
import { requireAdmin } from "../../lib/auth/middleware";
import type { AppDeps, AppEnv } from "../../lib/context";
import { parseId, parseMbid, readJson } from "../../lib/http";
import { mediaUrl } from "../../lib/media-url";
import { accountLookup } from "../auth/auth.queries";
import { syncArtistSetlists } from "../past-concerts/sync-artist-setlists";
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
import { readAdminUpload, storeImage } from "./multipart";

/**
 * The catalogue's admin calls, every one behind ROLE_ADMIN (401 without a valid token, 403 for
 * anyone else). Create and update read the JSON part first, check what can be checked without
 * the image, and only then decode and store the image: a rejected request costs no image work,
 * and a stored image whose row is rejected afterwards is merely an unreferenced file.
 */
export function adminRoutes(deps: AppDeps) {
  const { db, storage, clock, alerts } = deps;
  const media = mediaUrl(deps.config.publicUrl);
  return new Hono<AppEnv>()
    .use(requireAdmin(deps.jwtSecret, accountLookup(db)))
    .post("/artist", async (c) => {
      const { input, file } = await readAdminUpload(c, "artist", artistInput);
      await assertMbidFree(db, input.mbid);
      const imgUrl = await storeImage(storage, file, "artist");
      return c.json(await createArtist(db, input, imgUrl, media), 201);
    })
    .put("/artists/:id", async (c) => {
      const id = parseId(c.req.param("id"), "artist");
      const { input, file } = await readAdminUpload(c, "artist", artistInput);
      await assertMbidFree(db, input.mbid, id);
      const imgUrl = await storeImage(storage, file, "artist");
      return c.json(await updateArtist(db, id, input, imgUrl, media));
    })
    .delete("/artists/:id", async (c) => {
      await deleteArtist(db, parseId(c.req.param("id"), "artist"));
      return c.body(null, 204);
    })
    .post("/artists/:mbid/sync", async (c) =>
      c.json(await syncArtistSetlists(deps, parseMbid(c.req.param("mbid")))),
    )
    .post("/artists/:artistId/predict-setlist", async (c) =>
      c.json(
        await predictSetlistFromRequest(db, c.req.param("artistId"), c.req.query("newConcertId")),
      ),
    )
    .post("/new-concert", async (c) => {
      const { input, file } = await readAdminUpload(c, "newConcert", concertInput);
      await assertArtistExists(db, input.artistId);
      const posterUrl = await storeImage(storage, file, "poster");
      const created = await createConcert(db, input, posterUrl, media, clock());
      alerts.wake();
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
      return c.json(updated);
    })
    .delete("/new-concerts/:id", async (c) => {
      await deleteConcert(db, parseId(c.req.param("id"), "concert"));
      return c.body(null, 204);
    })
    .post("/new-concerts/:id/ticket-rounds", async (c) => {
      const id = parseId(c.req.param("id"), "concert");
      const input = await readJson(c, ticketRoundInput);
      const round = await createRound(db, id, input, clock());
      alerts.wake();
      return c.json(round, 201);
    })
    .put("/ticket-rounds/:id", async (c) => {
      const id = parseId(c.req.param("id"), "ticketRound");
      const input = await readJson(c, ticketRoundInput);
      const round = await updateRound(db, id, input, clock());
      alerts.wake();
      return c.json(round);
    })
    .delete("/ticket-rounds/:id", async (c) => {
      await deleteRound(db, parseId(c.req.param("id"), "ticketRound"), clock());
      alerts.wake();
      return c.body(null, 204);
    })
    .put("/new-concerts/:id/prices", async (c) => {
      const id = parseId(c.req.param("id"), "concert");
      const prices = await readJson(c, ticketPricesInput, "array");
      return c.json(await replacePrices(db, id, prices));
    });
}
