import { endpoints } from "@naehan/contract";
import { cacheTag, tagWrite } from "../../lib/cache/cache-tags";
import { endpointRouter } from "../../lib/http/endpoint-router";
import { invalidFields } from "../../lib/http/errors";
import { parseId } from "../../lib/http/input";
import type { ModuleDeps } from "../module-deps";
import { enterActualSetlist, getActualSetlist, linkActualSetlist } from "./actual-setlist";
import { predictSetlist } from "./predict-setlist";

/**
 * The prediction calls of `/api/admin` (`admin.routes.ts` mounts them): predicting a concert's
 * setlist again, and its actual setlist.
 */
export function predictionsAdminRoutes(deps: ModuleDeps) {
  const { db } = deps;
  return (
    endpointRouter(deps)
      .on(endpoints.predictSetlist, { notFound: "artist" }, async (c, { params, query }) => {
        const raw = query.newConcertId?.trim();
        if (!raw) throw invalidFields({ newConcertId: "예상 셋리스트를 만들 공연을 선택하세요." });
        const concertId = parseId(raw, "concert");
        const songs = await predictSetlist(db, params.artistId, concertId);
        tagWrite(c, cacheTag.concert(concertId));
        return c.json(songs);
      })
      // Linking or typing in a concert's actual setlist names no tags: it changes a past concert,
      // the concert's audit and the accuracy page, so every cached answer goes.
      .on(endpoints.getActualSetlist, { notFound: "concert" }, async (c, { params }) =>
        c.json(await getActualSetlist(db, params.id)),
      )
      .on(endpoints.linkActualSetlist, { notFound: "concert" }, async (c, { params, body }) =>
        c.json(await linkActualSetlist(db, params.id, body)),
      )
      .on(endpoints.enterActualSetlist, { notFound: "concert" }, async (c, { params, body }) =>
        c.json(await enterActualSetlist(db, params.id, body)),
      ).hono
  );
}
