import { endpoints } from "@naehan/contract";
import { SetlistFmError } from "../../integrations/setlistfm/errors";
import { AppError, badGateway, invalidFields } from "../../lib/http/errors";
import { cacheTag, tagWrite } from "../../lib/cache/cache-tags";
import { endpointRouter } from "../../lib/http/endpoint-router";
import { parseMbid } from "../../lib/http/input";
import type { ModuleDeps } from "../module-deps";
import { syncArtistSetlists } from "./sync-artist-setlists";

/** The setlist.fm sync of `/api/admin` (`admin.routes.ts` mounts it). */
export function setlistSyncAdminRoutes(deps: ModuleDeps) {
  const { setlistfm } = deps;
  return endpointRouter(deps)
    .on(endpoints.searchSetlistFmArtists, async (c, { query }) => {
      const name = (query.name ?? "").trim();
      if (name === "" || [...name].length > 200) {
        throw invalidFields({ name: "찾을 아티스트 이름을 200자 이하로 입력하세요." });
      }
      if (!setlistfm.configured) {
        throw new AppError(
          503,
          "SERVICE_UNAVAILABLE",
          "setlist.fm API 키가 설정되지 않아 찾을 수 없습니다. 서버에 SETLISTFM_API_KEY를 설정하세요.",
        );
      }
      try {
        return c.json(await setlistfm.searchArtists(name));
      } catch (error) {
        if (error instanceof SetlistFmError) throw badGateway(error.message);
        throw error;
      }
    })
    .on(endpoints.syncArtist, { notFound: "artist" }, async (c, { params }) => {
      const { artistId, result } = await syncArtistSetlists(deps, parseMbid(params.mbid));
      tagWrite(c, cacheTag.pastConcerts(artistId));
      return c.json(result);
    }).hono;
}
