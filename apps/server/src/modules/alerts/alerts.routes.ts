import { ARTIST_REQUEST_MESSAGES, UNREAD_COUNT_HEADER, endpoints } from "@naehan/contract";
import { currentUser } from "../../lib/auth/middleware";
import type { ModuleDeps } from "../module-deps";
import { endpointRouter } from "../../lib/http/endpoint-router";
import { invalidFields, notFound } from "../../lib/http/errors";
import { readPage, takePage } from "../../lib/http/pagination";
import { todayInSeoul } from "../../lib/dates";
import { resaleWatchOf, unwatchResale, watchResale } from "./resale-watches.queries";
import { presentNotification } from "./alerts.presenter";
import { requestArtist, requestTerm } from "./artist-requests.queries";
import {
  getAlertSettings,
  listNotifications,
  markRead,
  saveAlertSettings,
  unreadCount,
} from "./inbox.queries";

/** A user's alert settings and inbox (알림함). */
export function alertsRoutes(deps: ModuleDeps) {
  const { db, clock, alerts } = deps;
  return endpointRouter(deps)
    .on(endpoints.getAlertSettings, async (c) =>
      c.json(await getAlertSettings(db, currentUser(c).id)),
    )
    .on(endpoints.saveAlertSettings, async (c, { body: settings }) => {
      await saveAlertSettings(db, currentUser(c).id, settings);
      // A new offset may already be due for a round.
      alerts.wake();
      return c.json(settings);
    })
    .on(endpoints.checkResaleWatch, { notFound: "concert" }, async (c, { params: { id } }) => {
      const watching = await resaleWatchOf(db, currentUser(c).id, id);
      if (watching === null) throw notFound("concert");
      return c.json({ watching });
    })
    .on(endpoints.watchResale, { notFound: "concert" }, async (c, { params: { id } }) => {
      const result = await watchResale(db, currentUser(c).id, id, todayInSeoul(clock()));
      if (result === "missing") throw notFound("concert");
      if (result === "ended") {
        throw invalidFields({ id: "이미 끝난 공연이라 취소표 알림을 받을 수 없어요." });
      }
      return c.json({ watching: true });
    })
    .on(endpoints.unwatchResale, { notFound: "concert" }, async (c, { params: { id } }) => {
      if (!(await unwatchResale(db, currentUser(c).id, id))) throw notFound("concert");
      return c.json({ watching: false });
    })
    .on(endpoints.requestArtist, async (c, { body: { name } }) => {
      // Only spaces or invisible characters: nothing a name could be compared by.
      if (requestTerm(name) === "") {
        throw invalidFields({ name: ARTIST_REQUEST_MESSAGES.nameRequired });
      }
      await requestArtist(db, currentUser(c).id, name, clock());
      return c.json({ name, requested: true });
    })
    .on(endpoints.listNotifications, async (c) => {
      const userId = currentUser(c).id;
      const page = readPage(c);
      const now = clock();
      const rows = await listNotifications(db, userId, now, {
        after: page.after,
        limit: page.limit + 1,
      });
      c.header(UNREAD_COUNT_HEADER, String(await unreadCount(db, userId, now)));
      return c.json(takePage(c, rows, page, (row) => row.id).map(presentNotification));
    })
    .on(endpoints.markNotificationsRead, async (c, { body: input }) => {
      await markRead(db, currentUser(c).id, "all" in input ? null : input.ids, clock());
      return c.body(null, 204);
    }).hono;
}
