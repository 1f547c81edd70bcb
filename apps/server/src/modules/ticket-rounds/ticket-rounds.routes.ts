import { UPCOMING_DAYS_DEFAULT, UPCOMING_DAYS_MAX } from "@naehan/contract";
import { Hono } from "hono";
import { json } from "../../lib/cache/answer-bytes";
import { cacheTag, shows } from "../../lib/cache/cache-tags";
import type { AppEnv } from "../../lib/context";
import type { ModuleDeps } from "../module-deps";
import { invalidFields, notFound } from "../../lib/http/errors";
import { parseId } from "../../lib/http/input";
import { mediaUrl } from "../../lib/media/media-url";
import { presentTicketRound, presentUpcomingRound } from "./ticket-rounds.presenter";
import { concertRoundsQuery, listUpcomingRounds } from "./ticket-rounds.queries";

const DAY_MS = 24 * 60 * 60 * 1000;

/** `?days=`: a whole number of days, 1–31; 7 when absent. */
function readDays(raw: string | undefined): number {
  if (raw === undefined || raw === "") return UPCOMING_DAYS_DEFAULT;
  const days = /^\d{1,2}$/.test(raw) ? Number(raw) : 0;
  if (days < 1 || days > UPCOMING_DAYS_MAX) {
    throw invalidFields({ days: `days는 1에서 ${UPCOMING_DAYS_MAX} 사이의 정수여야 합니다.` });
  }
  return days;
}

/** The public reads of ticket rounds, mounted at /api. */
export function ticketRoundsRoutes({ db, config }: ModuleDeps) {
  const media = mediaUrl(config.publicUrl);
  const concertRounds = concertRoundsQuery(db);
  return new Hono<AppEnv>()
    .get("/new-concerts/:id/ticket-rounds", async (c) => {
      const id = parseId(c.req.param("id"), "concert");
      const rounds = await concertRounds(id);
      if (!rounds) throw notFound("concert");
      shows(c, cacheTag.concert(id));
      return json(c, rounds.map(presentTicketRound));
    })
    .get("/ticket-rounds/upcoming", async (c) => {
      const days = readDays(c.req.query("days"));
      const now = new Date();
      const rows = await listUpcomingRounds(db, now, new Date(now.getTime() + days * DAY_MS));
      // Rounds that open or close with time leave the list by the cache's own expiry.
      shows(
        c,
        cacheTag.rounds,
        ...rows.flatMap((row) => [
          cacheTag.concert(row.concert.id),
          cacheTag.artist(row.concert.artistId),
        ]),
      );
      return json(
        c,
        rows.map((row) => presentUpcomingRound(row, media)),
      );
    });
}
