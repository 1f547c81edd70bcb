import { type ConcertSummary, GENRE_FILTERS, type Genre } from "@naehan/contract";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../lib/context";
import { invalidFields, notFound } from "../../lib/errors";
import { parseId } from "../../lib/http";
import { readPage, takePage } from "../../lib/pagination";
import { presentConcert, presentConcertSummary, presentPredictedSong } from "./concerts.presenter";
import { concertExists, findConcert, listConcerts, listPredictedSetlist } from "./concerts.queries";

/** `?genre=`: the five codes in any case; NEW, ALL or nothing mean every genre. */
function readGenre(raw: string | undefined): Genre | null {
  if (raw === undefined || raw.trim() === "") return null;
  const value = raw.trim().toUpperCase();
  if (!(GENRE_FILTERS as readonly string[]).includes(value)) {
    throw invalidFields({ genre: `알 수 없는 장르입니다: ${raw.slice(0, 40)}` });
  }
  return value === "NEW" || value === "ALL" ? null : (value as Genre);
}

export function concertsRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const genre = readGenre(c.req.query("genre"));
      const page = readPage(c);
      const rows = await listConcerts(db, { genre, after: page.after, limit: page.limit + 1 });
      const body: ConcertSummary[] = takePage(c, rows, page, (row) => row.id).map(
        presentConcertSummary,
      );
      return c.json(body);
    })
    .get("/:id", async (c) => {
      const id = parseId(c.req.param("id"), "concert");
      const row = await findConcert(db, id);
      if (!row) throw notFound("concert");
      return c.json(presentConcert(row));
    })
    .get("/:id/predicted-setlist", async (c) => {
      const id = parseId(c.req.param("id"), "concert");
      const rows = await listPredictedSetlist(db, id);
      if (rows.length === 0 && !(await concertExists(db, id))) throw notFound("concert");
      return c.json(rows.map(presentPredictedSong));
    });
}
