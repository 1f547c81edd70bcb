import { randomBytes } from "node:crypto";
import { type CalendarFeed, type FavoriteStatus, endpoints } from "@naehan/contract";
import { currentUser } from "../../lib/auth/middleware";
import type { ModuleDeps } from "../module-deps";
import { endpointRouter } from "../../lib/http/endpoint-router";
import { notFound } from "../../lib/http/errors";
import { mediaUrl } from "../../lib/media/media-url";
import { publicOrigin } from "../../lib/http/origin";
import { readPage, takePage } from "../../lib/http/pagination";
import { buildCalendar } from "./calendar";
import { presentFavorite } from "./favorites.presenter";
import * as q from "./favorites.queries";

/** A target that is neither names no address; an id that names nothing is that target's 404. */
const notFoundOf = {
  target: "route",
  id: ({ target }: { target?: q.FavoriteTarget }) => target ?? "route",
} as const;

export function favoritesRoutes(deps: ModuleDeps) {
  const { db, config, alerts } = deps;
  const media = mediaUrl(config.publicUrl);
  const feedUrl = (origin: string, key: string) =>
    `${origin}/api/favorites/calendar.ics?key=${key}`;

  return (
    endpointRouter(deps)
      // The feed is fetched by calendar apps without a login: the secret key is the credential.
      .on(endpoints.calendarFile, async (c, { query }) => {
        const key = query.key ?? "";
        const feed = /^[\w-]{20,64}$/.test(key) ? await q.calendarConcerts(db, key) : null;
        if (!feed) throw notFound("calendar");
        const origin = publicOrigin(c, config);
        c.header("Content-Type", "text/calendar; charset=utf-8");
        c.header("Content-Disposition", 'inline; filename="naehan.ics"');
        c.header("Cache-Control", "private, max-age=300");
        return c.body(
          buildCalendar(feed.concerts, origin, new URL(origin).hostname, feed.reminderOffsets),
        );
      })
      .on(endpoints.getCalendarFeed, async (c) => {
        const userId = currentUser(c).id;
        const key =
          (await q.getCalendarKey(db, userId)) ??
          (await q.ensureCalendarKey(db, userId, randomBytes(24).toString("base64url")));
        if (!key) throw notFound("user");
        return c.json({
          url: feedUrl(publicOrigin(c, config), key),
        } satisfies CalendarFeed);
      })
      // A new key: the old URL stops working at once.
      .on(endpoints.renewCalendarFeed, async (c) => {
        const key = randomBytes(24).toString("base64url");
        await q.setCalendarKey(db, currentUser(c).id, key);
        return c.json({
          url: feedUrl(publicOrigin(c, config), key),
        } satisfies CalendarFeed);
      })
      .on(endpoints.listFavorites, async (c) => {
        const page = readPage(c);
        const rows = await q.listFavorites(db, currentUser(c).id, {
          after: page.after,
          limit: page.limit + 1,
        });
        return c.json(
          takePage(c, rows, page, (row) => row.id).map((row) => presentFavorite(row, media)),
        );
      })
      .on(endpoints.checkFavorite, { notFound: notFoundOf }, async (c, { params }) => {
        const { target, id } = params;
        const favorite = await q.isFavorite(db, currentUser(c).id, target, id);
        if (!favorite && !(await q.targetExists(db, target, id))) throw notFound(target);
        return c.json({ favorite } satisfies FavoriteStatus);
      })
      .on(endpoints.addFavorite, { notFound: notFoundOf }, async (c, { params }) => {
        const { target, id } = params;
        const created = await q.addFavorite(db, currentUser(c).id, target, id);
        if (!created && !(await q.targetExists(db, target, id))) throw notFound(target);
        // A reminder of the concert's rounds may already be due: it goes out at once.
        if (created && target === "concert") alerts.wake();
        return c.json({ favorite: true } satisfies FavoriteStatus, created ? 201 : 200);
      })
      .on(endpoints.removeFavorite, { notFound: notFoundOf }, async (c, { params }) => {
        const { target, id } = params;
        if (!(await q.targetExists(db, target, id))) throw notFound(target);
        await q.removeFavorite(db, currentUser(c).id, target, id);
        return c.json({ favorite: false } satisfies FavoriteStatus);
      }).hono
  );
}
