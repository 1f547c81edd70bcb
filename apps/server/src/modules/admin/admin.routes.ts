import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";
import { artistsAdminRoutes } from "../artists/artists.admin";
import { concertsAdminRoutes } from "../concerts/concerts.admin";
import type { ModuleDeps } from "../module-deps";
import { pastConcertsAdminRoutes } from "../past-concerts/past-concerts.admin";
import { predictionsAdminRoutes } from "../predicted-setlists/predictions.admin";
import { ticketRoundsAdminRoutes } from "../ticket-rounds/ticket-rounds.admin";

/**
 * The catalogue's admin calls, every one behind ROLE_ADMIN (401 without a valid token, 403 for
 * anyone else); each resource's own are in its module's `*.admin.ts`. Create and update read the
 * JSON part first, check what can be checked without the image, and only then decode and store
 * the image: a rejected request costs no image work, and a stored image whose row is rejected
 * afterwards is merely an unreferenced file.
 */
export function adminRoutes(deps: ModuleDeps) {
  return new Hono<AppEnv>()
    .use(deps.guards.requireAdmin)
    .route("/", artistsAdminRoutes(deps))
    .route("/", pastConcertsAdminRoutes(deps))
    .route("/", predictionsAdminRoutes(deps))
    .route("/", concertsAdminRoutes(deps))
    .route("/", ticketRoundsAdminRoutes(deps));
}
