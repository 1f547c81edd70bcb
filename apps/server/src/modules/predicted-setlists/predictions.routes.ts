import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";
import type { ModuleDeps } from "../module-deps";
import { presentAccuracy } from "./accuracy.presenter";
import { auditedConcerts, calibrationBuckets } from "./accuracy.queries";

/** `/api/predictions`: how the predicted setlists fared once the shows were played. */
export function predictionsRoutes({ db }: ModuleDeps) {
  return new Hono<AppEnv>().get("/accuracy", async (c) => {
    const [concerts, buckets] = await Promise.all([auditedConcerts(db), calibrationBuckets(db)]);
    return c.json(presentAccuracy(concerts, buckets));
  });
}
