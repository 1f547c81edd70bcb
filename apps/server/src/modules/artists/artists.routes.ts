import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../lib/context";
import { todayInSeoul } from "../../lib/dates";
import { notFound } from "../../lib/errors";
import { parseId } from "../../lib/http";
import { mediaUrl } from "../../lib/media-url";
import { presentArtist, presentArtistConcert } from "./artists.presenter";
import { artistExists, findArtist, listArtists, listUpcomingConcerts } from "./artists.queries";

export function artistsRoutes({ db, config }: AppDeps) {
  const media = mediaUrl(config.publicUrl);
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const rows = await listArtists(db);
      return c.json(rows.map((row) => presentArtist(row, media)));
    })
    .get("/:id", async (c) => {
      const id = parseId(c.req.param("id"), "artist");
      const row = await findArtist(db, id);
      if (!row) throw notFound("artist");
      return c.json(presentArtist(row, media));
    })
    .get("/:id/concerts", async (c) => {
      const id = parseId(c.req.param("id"), "artist");
      const rows = await listUpcomingConcerts(db, id, todayInSeoul());
      if (rows.length === 0 && !(await artistExists(db, id))) throw notFound("artist");
      return c.json(rows.map((row) => presentArtistConcert(row, media)));
    });
}
