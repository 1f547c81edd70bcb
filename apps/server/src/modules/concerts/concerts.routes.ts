import { type Concert, GENRE_FILTERS, type Genre } from "@naehan/contract";
import { type Context, Hono } from "hono";
import { cacheTag, shows } from "../../lib/cache/cache-tags";
import type { AppEnv } from "../../lib/context";
import type { ModuleDeps } from "../module-deps";
import { json } from "../../lib/cache/answer-bytes";
import { notFound } from "../../lib/http/errors";
import { parseId } from "../../lib/http/input";
import { mediaUrl } from "../../lib/media/media-url";
import { readPage, takePage } from "../../lib/http/pagination";
import { presentConcert, presentConcertDetail, presentPredictedSong } from "./concerts.presenter";
import { findConcertQuery, listConcertsQuery, predictedSetlistQuery } from "./concerts.queries";

/**
 * `?genre=`: the five codes in any case; NEW, ALL or nothing mean every genre. `genre=R&B` sent
 * without encoding the `&` arrives as `genre=R` and an empty parameter `B`: that is R&B too. An
 * unknown genre is "unknown", answered with an empty list (docs/decisions/008).
 */
function readGenre(c: Context): Genre | null | "unknown" {
  const raw = c.req.query("genre");
  if (raw === undefined || raw.trim() === "") return null;
  let value = raw.trim().toUpperCase();
  if (value === "R" && (c.req.query("B") !== undefined || c.req.query("b") !== undefined)) {
    value = "R&B";
  }
  if (!(GENRE_FILTERS as readonly string[]).includes(value)) return "unknown";
  return value === "NEW" || value === "ALL" ? null : (value as Genre);
}

export function concertsRoutes({ db, config }: ModuleDeps) {
  const media = mediaUrl(config.publicUrl);
  const listConcerts = listConcertsQuery(db);
  const findConcert = findConcertQuery(db);
  const predictedSetlist = predictedSetlistQuery(db);
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const genre = readGenre(c);
      const page = readPage(c);
      shows(c, cacheTag.concerts);
      // A client's tab for a genre we do not have shows "no concerts", not an error.
      if (genre === "unknown") return json(c, []);
      const rows = await listConcerts({ genre, after: page.after, limit: page.limit + 1 });
      const items = takePage(c, rows, page, (row) => row.id);
      shows(c, ...items.map((row) => cacheTag.artist(row.artistId)));
      return json(
        c,
        items.map((row): Concert => presentConcert(row, media)),
      );
    })
    .get("/:id", async (c) => {
      const id = parseId(c.req.param("id"), "concert");
      const row = await findConcert(id);
      if (!row) throw notFound("concert");
      // Its prediction's audit and whether earlier setlists exist come from the past concerts.
      shows(
        c,
        cacheTag.concert(id),
        cacheTag.artist(row.artistId),
        cacheTag.pastConcerts(row.artistId),
      );
      return json(c, presentConcertDetail(row, media));
    })
    .get("/:id/predicted-setlist", async (c) => {
      const id = parseId(c.req.param("id"), "concert");
      const prediction = await predictedSetlist(id);
      if (!prediction) throw notFound("concert");
      // Whether each song was played comes from the actual setlist, a past concert.
      shows(c, cacheTag.concert(id), cacheTag.pastConcerts(prediction.artistId));
      return json(c, prediction.songs.map(presentPredictedSong));
    });
}
