import { actualSetlistInput, actualSetlistLink } from "@naehan/contract";
import { Hono } from "hono";
import { cacheTag, changes } from "../../lib/cache/cache-tags";
import type { AppEnv } from "../../lib/context";
import { parseId, readJson } from "../../lib/http/input";
import type { ModuleDeps } from "../module-deps";
import { enterActualSetlist, getActualSetlist, linkActualSetlist } from "./actual-setlist";
import { predictSetlistFromRequest } from "./predict-setlist";

/**
 * The prediction calls of `/api/admin` (`admin.routes.ts` mounts them behind the admin guard):
 * predicting a concert's setlist again, and its actual setlist.
 */
export function predictionsAdminRoutes({ db }: ModuleDeps) {
  return (
    new Hono<AppEnv>()
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
  );
}
