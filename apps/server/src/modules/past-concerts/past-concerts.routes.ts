import { RANKING_WINDOW_HEADER, endpoints } from "@naehan/contract";
import { json, jsonText } from "../../lib/cache/answer-bytes";
import { cacheTag, tagAnswer } from "../../lib/cache/cache-tags";
import type { ModuleDeps } from "../module-deps";
import { notFound } from "../../lib/http/errors";
import { endpointRouter } from "../../lib/http/endpoint-router";
import { dateIdKey, readKeysetPage, takePage } from "../../lib/http/pagination";
import { presentSongRankingItem } from "./past-concerts.presenter";
import { pastConcertQuery, pastConcertsQuery } from "./past-concerts.queries";
import { songRankingQuery } from "./song-ranking.query";

const PAST_CONCERT_MISSING = { id: "artist", pastConcertId: "pastConcert" } as const;

/** An artist's history: past concerts, setlists, song ranking. */
export function pastConcertsRoutes(deps: ModuleDeps) {
  const { db } = deps;
  const listPastConcerts = pastConcertsQuery(db);
  const findPastConcert = pastConcertQuery(db);
  const songRanking = songRankingQuery(db);
  return endpointRouter(deps)
    .on(endpoints.listPastConcerts, { notFound: "artist" }, async (c, { params }) => {
      const artistId = params.id;
      const page = readKeysetPage(c, dateIdKey);
      const rows = await listPastConcerts(artistId, { after: page.after, limit: page.limit + 1 });
      if (rows.length === 0) throw notFound("artist");
      const concerts = rows.flatMap(({ id, eventDate, json }) =>
        id === null || eventDate === null || json === null ? [] : [{ id, eventDate, json }],
      );
      const items = takePage(c, concerts, page, (row) => ({ date: row.eventDate, id: row.id }));
      tagAnswer(c, cacheTag.artist(artistId), cacheTag.pastConcerts(artistId));
      return jsonText(c, `[${items.map((row) => row.json).join(",")}]`);
    })
    .on(endpoints.getPastConcert, { notFound: PAST_CONCERT_MISSING }, async (c, { params }) => {
      const { id: artistId, pastConcertId } = params;
      const found = await findPastConcert(artistId, pastConcertId);
      if (!found) throw notFound("artist");
      if (found.json === null) throw notFound("pastConcert");
      tagAnswer(c, cacheTag.artist(artistId), cacheTag.pastConcerts(artistId));
      return jsonText(c, found.json);
    })
    .on(endpoints.getSongRanking, { notFound: "artist" }, async (c, { params }) => {
      const artistId = params.id;
      const ranking = await songRanking(artistId);
      if (!ranking) throw notFound("artist");
      c.header(RANKING_WINDOW_HEADER, String(ranking.windowSize));
      tagAnswer(c, cacheTag.artist(artistId), cacheTag.pastConcerts(artistId));
      return json(c, ranking.songs.map(presentSongRankingItem));
    }).hono;
}
