import { Hono } from "hono";
import { json } from "../../lib/cache/answer-bytes";
import { cacheTag, shows } from "../../lib/cache/cache-tags";
import type { AppEnv } from "../../lib/context";
import type { ModuleDeps } from "../module-deps";
import { todayInSeoul } from "../../lib/dates";
import { notFound } from "../../lib/http/errors";
import { parseId } from "../../lib/http/input";
import { mediaUrl } from "../../lib/media/media-url";
import { presentArtist, presentArtistConcert } from "./artists.presenter";
import { findArtistQuery, listArtistsQuery, upcomingConcertsQuery } from "./artists.queries";

export function artistsRoutes({ db, config }: ModuleDeps) {
  const media = mediaUrl(config.publicUrl);
  const listArtists = listArtistsQuery(db);
  const findArtist = findArtistQuery(db);
  const upcomingConcerts = upcomingConcertsQuery(db);
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const rows = await listArtists();
      shows(c, cacheTag.artists, ...rows.map((row) => cacheTag.artist(row.id)));
      return json(
        c,
        rows.map((row) => presentArtist(row, media)),
      );
    })
    .get("/:id", async (c) => {
      const id = parseId(c.req.param("id"), "artist");
      const row = await findArtist(id);
      if (!row) throw notFound("artist");
      shows(c, cacheTag.artist(id));
      return json(c, presentArtist(row, media));
    })
    .get("/:id/concerts", async (c) => {
      const id = parseId(c.req.param("id"), "artist");
      const rows = await upcomingConcerts(id, todayInSeoul());
      if (!rows) throw notFound("artist");
      shows(c, cacheTag.artist(id), cacheTag.concerts);
      return json(
        c,
        rows.map((row) => presentArtistConcert(row, media)),
      );
    });
}
