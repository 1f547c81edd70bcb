import { createHash } from "node:crypto";
import type { Agent } from "node:https";
import webPush, { WebPushError } from "web-push";
import type { Database } from "../../db/client";
import type { VapidKeys } from "../../lib/vapid";
import { deliveryOf, removeSubscriptionById } from "./push.queries";

const DAY_SECONDS = 24 * 60 * 60;
const HOUR_SECONDS = 60 * 60;

export interface PushJob {
  notificationId: number;
  subscriptionId: number;
  /** A reminder's round opening (ISO), which bounds how long the push is worth delivering. */
  opensAt: string | null;
}

export interface PushSender {
  vapid: VapidKeys;
  /** The TLS trust of push requests; the default agent's (and NODE_EXTRA_CA_CERTS) otherwise. */
  agent?: Agent | undefined;
}

/**
 * How the push service should treat it: a reminder lives until its round opens (a minute at
 * least) and is urgent in the last hour; other alerts live a day. The topic (event and offset)
 * lets a device that was offline show only the newest of one reminder.
 */
export function pushHeaders(job: PushJob, topicKey: string, now: Date) {
  const untilOpen = job.opensAt
    ? Math.round((Date.parse(job.opensAt) - now.getTime()) / 1000)
    : null;
  return {
    TTL: untilOpen === null ? DAY_SECONDS : Math.max(60, untilOpen),
    urgency:
      untilOpen !== null && untilOpen <= HOUR_SECONDS ? ("high" as const) : ("normal" as const),
    topic: createHash("sha256").update(topicKey).digest("base64url").slice(0, 32),
  };
}

/**
 * Sends one alert to one subscription. A subscription the push service no longer knows (404, 410)
 * is removed; any other failure throws, so the queue tries again later.
 */
export async function sendPush(db: Database, sender: PushSender, job: PushJob, now: Date) {
  const delivery = await deliveryOf(db, job.notificationId, job.subscriptionId);
  // The subscription moved to another account or was removed, or the alert is gone: nothing to do.
  if (!delivery) return "skipped" as const;
  const payload = JSON.stringify({ title: delivery.title, body: delivery.body, url: delivery.url });
  try {
    await webPush.sendNotification(
      { endpoint: delivery.endpoint, keys: { p256dh: delivery.p256dh, auth: delivery.auth } },
      payload,
      {
        ...pushHeaders(job, `${delivery.eventKey}~${delivery.offsetMinutes}`, now),
        vapidDetails: sender.vapid,
        timeout: 10_000,
        ...(sender.agent ? { agent: sender.agent } : {}),
      },
    );
    return "sent" as const;
  } catch (error) {
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
      await removeSubscriptionById(db, job.subscriptionId);
      return "gone" as const;
    }
    throw error;
  }
}
