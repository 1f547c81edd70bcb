import { endpoints } from "@naehan/contract";
import { endpointRouter } from "../../lib/http/endpoint-router";
import type { ModuleDeps } from "../module-deps";
import { artistRequestGroups } from "./artist-requests.queries";

/** The fans' "내한 소식 알려 주세요" requests, for the admin (`admin.routes.ts` mounts it). */
export function alertsAdminRoutes(deps: ModuleDeps) {
  const { db } = deps;
  return endpointRouter(deps).on(endpoints.listArtistRequests, async (c) =>
    c.json(await artistRequestGroups(db)),
  ).hono;
}
