import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";
import { notFound } from "../../lib/http/errors";
import { alertsAdminRoutes } from "../alerts/alerts.admin";
import { artistsAdminRoutes } from "../artists/artists.admin";
import { concertsAdminRoutes } from "../concerts/concerts.admin";
import { importsAdminRoutes } from "../imports/imports.admin";
import type { ModuleDeps } from "../module-deps";
import { songsAdminRoutes } from "../past-concerts/songs.admin";
import { setlistSyncAdminRoutes } from "../setlist-sync/setlist-sync.admin";
import { predictionsAdminRoutes } from "../predictions/predictions.admin";
import { ticketRoundsAdminRoutes } from "../ticket-rounds/ticket-rounds.admin";

/**
 * The catalogue's admin calls, every one behind ROLE_ADMIN (401 without a valid token, 403 for
 * anyone else: the guard their rows' `access: "admin"` names); each resource's own are in its
 * module's `*.admin.ts`. Create and update read the JSON part first, check what can be checked
 * without the image, and only then decode and store the image: a rejected request costs no image
 * work, and a stored image whose row is rejected afterwards is merely an unreferenced file.
 */
export function adminRoutes(deps: ModuleDeps) {
  return (
    new Hono<AppEnv>()
      .route("/", artistsAdminRoutes(deps))
      .route("/", songsAdminRoutes(deps))
      .route("/", setlistSyncAdminRoutes(deps))
      .route("/", predictionsAdminRoutes(deps))
      .route("/", concertsAdminRoutes(deps))
      .route("/", ticketRoundsAdminRoutes(deps))
      .route("/", importsAdminRoutes(deps))
      .route("/", alertsAdminRoutes(deps))
      // Any other admin address is the admin's to know about: the guard answers first.
      .all("/api/admin/*", deps.guards.requireAdmin, () => {
        throw notFound("route");
      })
  );
}
