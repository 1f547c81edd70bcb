import { RANKING_WINDOW_HEADER } from "@naehan/contract";
import { Hono } from "hono";
import { json, jsonText } from "../../lib/cache/answer-bytes";
import { cacheTag, shows } from "../../lib/cache/cache-tags";
import type { AppEnv } from "../../lib/context";
import type { ModuleDeps } from "../module-deps";
import { notFound } from "../../lib/http/errors";
import { parseId } from "../../lib/http/input";
import { dateIdKey, readKeysetPage, takePage } from "../../lib/http/pagination";
import { presentSongRankingItem } from "./past-concerts.presenter";
import { pastConcertQuery, pastConcertsQuery } from "./past-concerts.queries";
import { songRankingQuery } from "./song-ranking.query";

/** An artist's history, mounted under /api/artists: past concerts, setlists, song ranking. */
export function pastConcertsRoutes({ db }: ModuleDeps) {
  const listPastConcerts = pastConcertsQuery(db);
  const findPastConcert = pastConcertQuery(db);
  const songRanking = songRankingQuery(db);
  return new Hono<AppEnv>()
    .get("/:id/past-concerts", async (c) => {
      const artistId = parseId(c.req.param("id"), "artist");
      const page = readKeysetPage(c, dateIdKey);
      const rows = await listPastConcerts(artistId, { after: page.after, limit: page.limit + 1 });
      if (rows.length === 0) throw notFound("artist");
      const concerts = rows.flatMap(({ id, eventDate, json }) =>
        id === null || eventDate === null || json === null ? [] : [{ id, eventDate, json }],
      );
      const items = takePage(c, concerts, page, (row) => ({ date: row.eventDate, id: row.id }));
      shows(c, cacheTag.artist(artistId), cacheTag.pastConcerts(artistId));
      return jsonText(c, `[${items.map((row) => row.json).join(",")}]`);
    })
    .get("/:id/past-concerts/:pastConcertId", async (c) => {
      const artistId = parseId(c.req.param("id"), "artist");
      const pastConcertId = parseId(c.req.param("pastConcertId"), "pastConcert");
      const found = await findPastConcert(artistId, pastConcertId);
      if (!found) throw notFound("artist");
      if (found.json === null) throw notFound("pastConcert");
      shows(c, cacheTag.artist(artistId), cacheTag.pastConcerts(artistId));
      return jsonText(c, found.json);
    })
    .get("/:id/song-ranking", async (c) => {
      const artistId = parseId(c.req.param("id"), "artist");
      const ranking = await songRanking(artistId);
      if (!ranking) throw notFound("artist");
      c.header(RANKING_WINDOW_HEADER, String(ranking.windowSize));
      shows(c, cacheTag.artist(artistId), cacheTag.pastConcerts(artistId));
      return json(c, ranking.songs.map(presentSongRankingItem));
    });
}
