import { endpoints } from "@naehan/contract";
import { json } from "../../lib/cache/answer-bytes";
import { cacheTag, tagAnswer } from "../../lib/cache/cache-tags";
import { endpointRouter } from "../../lib/http/endpoint-router";
import { notFound } from "../../lib/http/errors";
import type { ModuleDeps } from "../module-deps";
import { presentAccuracy } from "./accuracy.presenter";
import { auditedConcerts, calibrationBuckets } from "./accuracy.queries";
import { predictedSetlistQuery } from "./predicted-setlist.queries";
import { presentPredictedSong } from "./predictions.presenter";

/**
 * The stored prediction of one concert, as shown, and how the predicted setlists fared once the
 * shows were played.
 */
export function predictionsRoutes(deps: ModuleDeps) {
  const { db } = deps;
  const predictedSetlist = predictedSetlistQuery(db);
  return endpointRouter(deps)
    .on(endpoints.getPredictedSetlist, { notFound: "concert" }, async (c, { params: { id } }) => {
      const prediction = await predictedSetlist(id);
      if (!prediction) throw notFound("concert");
      // Whether each song was played comes from the actual setlist, a past concert.
      tagAnswer(c, cacheTag.concert(id), cacheTag.pastConcerts(prediction.artistId));
      return json(c, prediction.songs.map(presentPredictedSong));
    })
    .on(endpoints.getPredictionAccuracy, async (c) => {
      const [concerts, buckets] = await Promise.all([auditedConcerts(db), calibrationBuckets(db)]);
      return c.json(presentAccuracy(concerts, buckets));
    }).hono;
}
