import { PUSH_MESSAGES, endpoints } from "@naehan/contract";
import { currentUser } from "../../lib/auth/middleware";
import type { ModuleDeps } from "../module-deps";
import { endpointRouter } from "../../lib/http/endpoint-router";
import { invalidFields } from "../../lib/http/errors";
import type { WriteLimit } from "../../lib/http/request-limits";
import { pushEndpoint, pushHosts } from "./push-endpoint";
import { removeSubscription, saveSubscription } from "./push.queries";

/**
 * Subscribes one account may send per window, and one address: a fan enabling alerts on each of
 * their devices (again after clearing a browser) fits, a script filling the queue does not.
 */
export const PUSH_SUBSCRIBE_LIMIT = {
  account: { max: 20, windowSeconds: 60 * 60 },
  address: { max: 60, windowSeconds: 60 * 60 },
  message: (minutes: number) =>
    `알림 기기 등록을 너무 자주 했습니다. ${minutes}분 후에 다시 시도해 주세요.`,
} as const satisfies WriteLimit;

/** Web Push: the VAPID key browsers subscribe with, and this device's subscription. */
export function pushRoutes(deps: ModuleDeps) {
  const { db, config, limits } = deps;
  const hosts = pushHosts(config.pushServiceHosts);
  return endpointRouter(deps)
    .on(endpoints.getPushPublicKey, (c) => {
      // The same for a long time; a new one would need every device to subscribe again.
      c.header("Cache-Control", "public, max-age=3600");
      return c.json({ publicKey: config.vapidPublicKey });
    })
    .on(endpoints.subscribePush, async (c, { body: input }) => {
      const endpoint = pushEndpoint(input.endpoint, hosts);
      if (!endpoint) throw invalidFields({ endpoint: PUSH_MESSAGES.endpointUnknown });
      // Stored as re-serialised: what is sent later is exactly what was checked here.
      const user = currentUser(c);
      const saved = await limits.limitWritesByAccount(
        c,
        "push-subscribe",
        PUSH_SUBSCRIBE_LIMIT,
        user.id,
        () =>
          saveSubscription(
            db,
            { userId: user.id, familyId: user.familyId ?? null },
            { endpoint: endpoint.url.href, keys: input.keys },
          ),
      );
      return c.body(null, saved === "created" ? 201 : 200);
    })
    .on(endpoints.unsubscribePush, async (c, { body: { endpoint } }) => {
      await removeSubscription(db, currentUser(c).id, endpoint);
      return c.body(null, 204);
    }).hono;
}
