import { UNREAD_COUNT_HEADER, alertSettings, markReadInput } from "@naehan/contract";
import { Hono } from "hono";
import { currentUser } from "../../lib/auth/middleware";
import type { AppEnv } from "../../lib/context";
import type { ModuleDeps } from "../module-deps";
import { readJson } from "../../lib/http/input";
import { readPage, takePage } from "../../lib/http/pagination";
import { presentNotification } from "./alerts.presenter";
import {
  getAlertSettings,
  listNotifications,
  markRead,
  saveAlertSettings,
  unreadCount,
} from "./inbox.queries";

/** A user's alert settings and inbox (알림함), mounted at /api. */
export function alertsRoutes({ db, clock, alerts, guards }: ModuleDeps) {
  const { requireUser } = guards;
  return (
    new Hono<AppEnv>()
      // `/notifications/*` also matches `/notifications` itself: one account lookup per request.
      .use("/alerts/*", requireUser)
      .use("/notifications/*", requireUser)
      .get("/alerts/settings", async (c) => c.json(await getAlertSettings(db, currentUser(c).id)))
      .put("/alerts/settings", async (c) => {
        const settings = await readJson(c, alertSettings);
        await saveAlertSettings(db, currentUser(c).id, settings);
        // A new offset may already be due for a round.
        alerts.wake();
        return c.json(settings);
      })
      .get("/notifications", async (c) => {
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
      .post("/notifications/read", async (c) => {
        const input = await readJson(c, markReadInput);
        await markRead(db, currentUser(c).id, "all" in input ? null : input.ids, clock());
        return c.body(null, 204);
      })
  );
}
