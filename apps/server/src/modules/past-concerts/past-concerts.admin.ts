import { Hono } from "hono";
import { cacheTag, changes } from "../../lib/cache/cache-tags";
import type { AppEnv } from "../../lib/context";
import { parseMbid } from "../../lib/http/input";
import type { ModuleDeps } from "../module-deps";
import { syncArtistSetlists } from "./sync-artist-setlists";

/** The setlist.fm sync of `/api/admin` (`admin.routes.ts` mounts it behind the admin guard). */
export function pastConcertsAdminRoutes(deps: ModuleDeps) {
  return new Hono<AppEnv>().post("/artists/:mbid/sync", async (c) => {
    const { artistId, result } = await syncArtistSetlists(deps, parseMbid(c.req.param("mbid")));
    changes(c, cacheTag.pastConcerts(artistId));
    return c.json(result);
  });
}
