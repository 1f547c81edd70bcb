import { PUSH_MESSAGES, pushSubscriptionInput, pushUnsubscribeInput } from "@naehan/contract";
import { Hono } from "hono";
import { currentUser } from "../../lib/auth/middleware";
import type { AppEnv } from "../../lib/context";
import type { ModuleDeps } from "../module-deps";
import { invalidFields } from "../../lib/http/errors";
import { readJson } from "../../lib/http/input";
import { isPushServiceEndpoint } from "./push-hosts";
import { removeSubscription, saveSubscription } from "./push.queries";

/** Web Push: the VAPID key browsers subscribe with, and this device's subscription. */
export function pushRoutes({ db, config, guards }: ModuleDeps) {
  const { requireUser } = guards;
  return new Hono<AppEnv>()
    .get("/public-key", (c) => {
      // The same for a long time; a new one would need every device to subscribe again.
      c.header("Cache-Control", "public, max-age=3600");
      return c.json({ publicKey: config.vapidPublicKey });
    })
    .post("/subscriptions", requireUser, async (c) => {
      const input = await readJson(c, pushSubscriptionInput);
      if (!isPushServiceEndpoint(input.endpoint, config.pushServiceHosts)) {
        throw invalidFields({ endpoint: PUSH_MESSAGES.endpointUnknown });
      }
      const saved = await saveSubscription(db, currentUser(c).id, input);
      return c.body(null, saved === "created" ? 201 : 200);
    })
    .delete("/subscriptions", requireUser, async (c) => {
      const { endpoint } = await readJson(c, pushUnsubscribeInput);
      await removeSubscription(db, currentUser(c).id, endpoint);
      return c.body(null, 204);
    });
}
