import { createHash } from "node:crypto";
import { Agent, request } from "node:https";
import type { LookupFunction } from "node:net";
import webPush from "web-push";
import type { Database } from "../../db/client";
import { publicOnlyAgent } from "../../lib/http/public-address";
import type { VapidKeys } from "../../lib/vapid";
import { type HostBreaker, hostBreaker } from "./push-breaker";
import { type PushEndpoint, type PushHosts, pushEndpoint, pushHosts } from "./push-endpoint";
import { deliveryOf, removeSubscriptionById } from "./push.queries";

const DAY_SECONDS = 24 * 60 * 60;
const HOUR_SECONDS = 60 * 60;

/** A push service that has not answered within this is given up on (the job retries later). */
export const PUSH_DEADLINE_MS = 10_000;

export interface PushJob {
  notificationId: number;
  subscriptionId: number;
  /** A reminder's round opening (ISO), which bounds how long the push is worth delivering. */
  opensAt: string | null;
}

export interface PushSender {
  vapid: VapidKeys;
  /** Where endpoints may be: checked again before sending (a row stored under older rules). */
  hosts: PushHosts;
  /** For listed host names: connects to public addresses only, whatever the name resolves to. */
  publicAgent: Agent;
  /** For an exactly listed `host:port`, the operator's own. */
  listedAgent: Agent;
  /** The whole delivery (connection, TLS, request, answer) ends by then. */
  deadlineMs: number;
  breaker: HostBreaker;
}

/**
 * The sender of a running server: the hosts of PUSH_SERVICE_HOSTS, agents that keep connections
 * to the push services open, TLS trust as the process's (NODE_EXTRA_CA_CERTS) plus `ca` if given.
 * `resolve` stands in for DNS in tests.
 */
export function createPushSender(options: {
  vapid: VapidKeys;
  hosts: readonly string[];
  ca?: Buffer;
  resolve?: LookupFunction;
  deadlineMs?: number;
  breaker?: HostBreaker;
}): PushSender {
  const tls = { keepAlive: true, ...(options.ca ? { ca: options.ca } : {}) };
  return {
    vapid: options.vapid,
    hosts: pushHosts(options.hosts),
    publicAgent: publicOnlyAgent({
      ...tls,
      ...(options.resolve ? { resolve: options.resolve } : {}),
    }),
    listedAgent: new Agent(tls),
    deadlineMs: options.deadlineMs ?? PUSH_DEADLINE_MS,
    breaker: options.breaker ?? hostBreaker(),
  };
}

/** A delivery that did not go through: the push host (never the URL, which names the device). */
export class PushFailure extends Error {
  constructor(
    readonly host: string,
    /** The push service's HTTP status, or why there was none ("deadline", "cooling down", a socket error's code). */
    readonly status: number | string,
  ) {
    super(`push to ${host} failed: ${status}`);
  }
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

/** POSTs the encrypted push to the parsed endpoint; the status, or a throw past the deadline. */
function post(
  endpoint: PushEndpoint,
  sender: PushSender,
  details: { headers: Record<string, string | number>; body: Buffer | null },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      endpoint.url,
      {
        method: "POST",
        headers: details.headers,
        agent: endpoint.exact ? sender.listedAgent : sender.publicAgent,
        // Destroys the request wherever it is, unlike a socket's idle timeout, which a service
        // trickling a byte now and then never reaches.
        signal: AbortSignal.timeout(sender.deadlineMs),
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(details.body ?? undefined);
  });
}

const why = (error: unknown) => {
  if (error instanceof Error && error.name === "AbortError") return "deadline";
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : "network error";
};

/**
 * Sends one alert to one subscription. A subscription the push service no longer knows (404,
 * 410), or whose endpoint the rules refuse, is removed; any other failure throws a `PushFailure`,
 * so the queue tries again later.
 */
export async function sendPush(db: Database, sender: PushSender, job: PushJob, now: Date) {
  const delivery = await deliveryOf(db, job.notificationId, job.subscriptionId);
  // The subscription moved to another account or was removed, or the alert is gone: nothing to do.
  if (!delivery) return { result: "skipped" as const };
  const endpoint = pushEndpoint(delivery.endpoint, sender.hosts);
  if (!endpoint) {
    await removeSubscriptionById(db, job.subscriptionId);
    return { result: "refused" as const, host: hostOf(delivery.endpoint) };
  }
  const { host } = endpoint;
  if (!sender.breaker.allows(host)) throw new PushFailure(host, "cooling down");
  const payload = JSON.stringify({ title: delivery.title, body: delivery.body, url: delivery.url });
  const details = webPush.generateRequestDetails(
    { endpoint: endpoint.url.href, keys: { p256dh: delivery.p256dh, auth: delivery.auth } },
    payload,
    {
      ...pushHeaders(job, `${delivery.eventKey}~${delivery.offsetMinutes}`, now),
      vapidDetails: sender.vapid,
    },
  );
  let status: number;
  try {
    status = await post(endpoint, sender, details);
  } catch (error) {
    sender.breaker.failed(host);
    throw new PushFailure(host, why(error));
  }
  if (status === 429 || status >= 500) {
    sender.breaker.failed(host);
    throw new PushFailure(host, status);
  }
  // Any other answer came promptly: the host is well, whatever it thinks of this subscription.
  sender.breaker.succeeded(host);
  if (status >= 200 && status < 300) return { result: "sent" as const, host };
  if (status === 404 || status === 410) {
    await removeSubscriptionById(db, job.subscriptionId);
    return { result: "gone" as const, host };
  }
  throw new PushFailure(host, status);
}

/** For the log of a refused endpoint: its host as the URL parser reads it, never its path. */
function hostOf(endpoint: string) {
  try {
    return new URL(endpoint).host;
  } catch {
    return "(not a URL)";
  }
}
