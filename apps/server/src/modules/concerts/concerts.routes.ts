import { type Concert, endpoints } from "@naehan/contract";
import { cacheTag, tagAnswer } from "../../lib/cache/cache-tags";
import type { ModuleDeps } from "../module-deps";
import { json } from "../../lib/cache/answer-bytes";
import { notFound } from "../../lib/http/errors";
import { endpointRouter } from "../../lib/http/endpoint-router";
import { mediaUrl } from "../../lib/media/media-url";
import { presentConcert, presentConcertDetail } from "./concerts.presenter";
import { concertList } from "./concert-list";
import { findConcertQuery } from "./concerts.queries";

export function concertsRoutes(deps: ModuleDeps) {
  const { db, config, clock } = deps;
  const media = mediaUrl(config.publicUrl);
  const listConcerts = concertList(db, clock);
  const findConcert = findConcertQuery(db);
  return endpointRouter(deps)
    .on(endpoints.listConcerts, async (c, { query }) => {
      tagAnswer(c, cacheTag.concerts);
      const items = await listConcerts(c, query);
      tagAnswer(c, ...items.map((row) => cacheTag.artist(row.artistId)));
      return json(
        c,
        items.map((row): Concert => presentConcert(row, media)),
      );
    })
    .on(endpoints.getConcert, { notFound: "concert" }, async (c, { params: { id } }) => {
      const row = await findConcert(id);
      if (!row) throw notFound("concert");
      // Its prediction's audit and whether earlier setlists exist come from the past concerts.
      tagAnswer(
        c,
        cacheTag.concert(id),
        cacheTag.artist(row.artistId),
        cacheTag.pastConcerts(row.artistId),
      );
      return json(c, presentConcertDetail(row, media));
    }).hono;
}
