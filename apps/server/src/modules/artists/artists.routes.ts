import { endpoints } from "@naehan/contract";
import { json } from "../../lib/cache/answer-bytes";
import { cacheTag, tagAnswer } from "../../lib/cache/cache-tags";
import type { ModuleDeps } from "../module-deps";
import { todayInSeoul } from "../../lib/dates";
import { endpointRouter } from "../../lib/http/endpoint-router";
import { notFound } from "../../lib/http/errors";
import { mediaUrl } from "../../lib/media/media-url";
import { presentArtist, presentArtistConcert } from "./artists.presenter";
import { findArtistQuery, listArtistsQuery, upcomingConcertsQuery } from "./artists.queries";

export function artistsRoutes(deps: ModuleDeps) {
  const { db, config } = deps;
  const media = mediaUrl(config.publicUrl);
  const listArtists = listArtistsQuery(db);
  const findArtist = findArtistQuery(db);
  const upcomingConcerts = upcomingConcertsQuery(db);
  return endpointRouter(deps)
    .on(endpoints.listArtists, async (c) => {
      const rows = await listArtists();
      tagAnswer(c, cacheTag.artists, ...rows.map((row) => cacheTag.artist(row.id)));
      return json(
        c,
        rows.map((row) => presentArtist(row, media)),
      );
    })
    .on(endpoints.getArtist, { notFound: "artist" }, async (c, { params: { id } }) => {
      const row = await findArtist(id);
      if (!row) throw notFound("artist");
      tagAnswer(c, cacheTag.artist(id));
      return json(c, presentArtist(row, media));
    })
    .on(endpoints.listArtistConcerts, { notFound: "artist" }, async (c, { params: { id } }) => {
      const rows = await upcomingConcerts(id, todayInSeoul());
      if (!rows) throw notFound("artist");
      tagAnswer(c, cacheTag.artist(id), cacheTag.concerts);
      return json(
        c,
        rows.map((row) => presentArtistConcert(row, media)),
      );
    }).hono;
}
