import { UPCOMING_DAYS_DEFAULT, UPCOMING_DAYS_MAX, endpoints } from "@naehan/contract";
import { json } from "../../lib/cache/answer-bytes";
import { cacheTag, freshUntil, tagAnswer } from "../../lib/cache/cache-tags";
import type { ModuleDeps } from "../module-deps";
import { invalidFields, notFound } from "../../lib/http/errors";
import { endpointRouter } from "../../lib/http/endpoint-router";
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

/** The public reads of ticket rounds. */
export function ticketRoundsRoutes(deps: ModuleDeps) {
  const { db, config } = deps;
  const media = mediaUrl(config.publicUrl);
  const concertRounds = concertRoundsQuery(db);
  return endpointRouter(deps)
    .on(endpoints.listTicketRounds, { notFound: "concert" }, async (c, { params: { id } }) => {
      const rounds = await concertRounds(id);
      if (!rounds) throw notFound("concert");
      tagAnswer(c, cacheTag.concert(id));
      return json(c, rounds.map(presentTicketRound));
    })
    .on(endpoints.listUpcomingRounds, async (c, { query }) => {
      const days = readDays(query.days);
      const now = new Date();
      const rows = await listUpcomingRounds(db, now, new Date(now.getTime() + days * DAY_MS));
      // The soonest round leaves the list when it opens: no cache keeps the list past that.
      if (rows[0]) freshUntil(c, rows[0].opensAt);
      tagAnswer(
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
    }).hono;
}
