import { RANKING_WINDOW_HEADER } from "@naehan/contract";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../lib/context";
import { notFound } from "../../lib/errors";
import { parseId } from "../../lib/http";
import { dateIdKey, readKeysetPage, takePage } from "../../lib/pagination";
import { artistExists } from "../artists/artists.queries";
import { presentPastConcert, presentSongRankingItem } from "./past-concerts.presenter";
import { findPastConcert, listPastConcerts } from "./past-concerts.queries";
import { songRanking } from "./song-ranking.query";

/** An artist's history, mounted under /api/artists: past concerts, setlists, song ranking. */
export function pastConcertsRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get("/:id/past-concerts", async (c) => {
      const artistId = parseId(c.req.param("id"), "artist");
      const page = readKeysetPage(c, dateIdKey);
      const rows = await listPastConcerts(db, artistId, {
        after: page.after,
        limit: page.limit + 1,
      });
      if (rows.length === 0 && !(await artistExists(db, artistId))) throw notFound("artist");
      const items = takePage(c, rows, page, (row) => ({ date: row.eventDate, id: row.id }));
      return c.json(items.map(presentPastConcert));
    })
    .get("/:id/past-concerts/:pastConcertId", async (c) => {
      const artistId = parseId(c.req.param("id"), "artist");
      const pastConcertId = parseId(c.req.param("pastConcertId"), "pastConcert");
      const row = await findPastConcert(db, artistId, pastConcertId);
      if (!row) {
        throw (await artistExists(db, artistId)) ? notFound("pastConcert") : notFound("artist");
      }
      return c.json(presentPastConcert(row));
    })
    .get("/:id/song-ranking", async (c) => {
      const artistId = parseId(c.req.param("id"), "artist");
      const rows = await songRanking(db, artistId);
      if (rows.length === 0 && !(await artistExists(db, artistId))) throw notFound("artist");
      // A window with a concert always yields a song (its setlist has one), so no rows = 0.
      c.header(RANKING_WINDOW_HEADER, String(rows[0]?.windowSize ?? 0));
      return c.json(rows.map(presentSongRankingItem));
    });
}
