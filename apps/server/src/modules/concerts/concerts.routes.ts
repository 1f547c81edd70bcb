import { type Concert, GENRE_FILTERS, type Genre } from "@naehan/contract";
import { type Context, Hono } from "hono";
import type { AppDeps, AppEnv } from "../../lib/context";
import { notFound } from "../../lib/errors";
import { parseId } from "../../lib/http";
import { mediaUrl } from "../../lib/media-url";
import { readPage, takePage } from "../../lib/pagination";
import { presentConcert, presentConcertDetail, presentPredictedSong } from "./concerts.presenter";
import {
  concertExists,
  findConcertDetail,
  listConcerts,
  listPredictedSetlist,
} from "./concerts.queries";

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

export function concertsRoutes({ db, config }: AppDeps) {
  const media = mediaUrl(config.publicUrl);
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const genre = readGenre(c);
      const page = readPage(c);
      // A client's tab for a genre we do not have shows "no concerts", not an error.
      if (genre === "unknown") return c.json([]);
      const rows = await listConcerts(db, { genre, after: page.after, limit: page.limit + 1 });
      const body: Concert[] = takePage(c, rows, page, (row) => row.id).map((row) =>
        presentConcert(row, media),
      );
      return c.json(body);
    })
    .get("/:id", async (c) => {
      const id = parseId(c.req.param("id"), "concert");
      const row = await findConcertDetail(db, id);
      if (!row) throw notFound("concert");
      return c.json(presentConcertDetail(row, media));
    })
    .get("/:id/predicted-setlist", async (c) => {
      const id = parseId(c.req.param("id"), "concert");
      const rows = await listPredictedSetlist(db, id);
      if (rows.length === 0 && !(await concertExists(db, id))) throw notFound("concert");
      return c.json(rows.map(presentPredictedSong));
    });
}
