import { PUSH_MESSAGES, pushPublicKey } from "@naehan/contract";
import { eq } from "drizzle-orm";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscriptions } from "../../db/schema";
import { startHttpServer } from "../../lib/http/http-server";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { REFUSED_PUSH_ENDPOINTS } from "../../test/refused-push-endpoints";
import { buildUser } from "../../test/users";
import { SUBSCRIPTIONS_PER_ACCOUNT } from "./push.queries";
import { PUSH_SUBSCRIBE_LIMIT } from "./push.routes";

let t: TestApp;
/** The app behind a real HTTP server, for bursts of parallel requests over their own sockets. */
let server: Server;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  server = await new Promise<Server>((resolve) => {
    const s = startHttpServer(t.app.fetch, { port: 0, hostname: "127.0.0.1" }, undefined, () =>
      resolve(s),
    );
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

let device = 0;
const subscription = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/device-${++device}`,
  keys: {
    p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, device)]).toString("base64url"),
    auth: Buffer.alloc(16, device).toString("base64url"),
  },
  expirationTime: null,
});
const subscribe = (token: string | undefined, json: unknown) =>
  t.request("/api/push/subscriptions", { method: "POST", token, json });
const ownerOf = async (endpoint: string) =>
  (
    await t.db.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))
  )[0]?.userId ?? null;

describe("Web Push subscriptions", () => {
  it("give the VAPID public key to anyone", async () => {
    const { publicKey } = await expectBody(await t.request("/api/push/public-key"), pushPublicKey);
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
  });

  it("store a device once however often it subscribes, also in parallel", async () => {
    const fan = await buildUser(t);
    const sub = subscription();
    const answers = await Promise.all(Array.from({ length: 5 }, () => subscribe(fan.token, sub)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(
      await t.db.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, sub.endpoint)),
    ).toHaveLength(1);
  });

  it("move a device to the account that subscribed it last", async () => {
    const [first, second] = [await buildUser(t), await buildUser(t)];
    const sub = subscription();
    expect((await subscribe(first.token, sub)).status).toBe(201);
    expect((await subscribe(second.token, sub)).status).toBe(200);
    expect(await ownerOf(sub.endpoint)).toBe(second.id);
    // The previous owner logging out leaves the new owner's subscription alone.
    const removed = await t.request("/api/push/subscriptions", {
      method: "DELETE",
      token: first.token,
      json: { endpoint: sub.endpoint },
    });
    expect(removed.status).toBe(204);
    expect(await ownerOf(sub.endpoint)).toBe(second.id);
    await t.request("/api/push/subscriptions", {
      method: "DELETE",
      token: second.token,
      json: { endpoint: sub.endpoint },
    });
    expect(await ownerOf(sub.endpoint)).toBeNull();
  });

  it("take the endpoints of every major browser's push service", async () => {
    const fan = await buildUser(t);
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://web.push.apple.com/QAbc",
      "https://wns2-par02p.notify.windows.com/w/?token=abc",
    ]) {
      expect((await subscribe(fan.token, { ...subscription(), endpoint })).status, endpoint).toBe(
        201,
      );
    }
  });

  it("refuse an endpoint that is not a push service's over https, and keys that are not a subscription's", async () => {
    const fan = await buildUser(t);
    const sub = subscription();
    const cases: [unknown, Record<string, string>][] = [
      [
        { ...sub, endpoint: "http://fcm.googleapis.com/fcm/send/x" },
        { endpoint: PUSH_MESSAGES.endpointInvalid },
      ],
      [{ ...sub, endpoint: "javascript:alert(1)" }, { endpoint: PUSH_MESSAGES.endpointInvalid }],
      [
        { ...sub, keys: { ...sub.keys, p256dh: "short" } },
        { "keys.p256dh": PUSH_MESSAGES.keysInvalid },
      ],
      [
        { ...sub, keys: { ...sub.keys, auth: "!!!!!!!!!!!!!!!!!!!!!!" } },
        { "keys.auth": PUSH_MESSAGES.keysInvalid },
      ],
      [{ endpoint: sub.endpoint }, { keys: PUSH_MESSAGES.keysInvalid }],
      // The server posts to what is stored: only the browsers' push services, never an address of
      // the user's choosing (an internal one, or a look-alike).
      [
        { ...sub, endpoint: "https://127.0.0.1:5432/x" },
        { endpoint: PUSH_MESSAGES.endpointUnknown },
      ],
      [
        { ...sub, endpoint: "https://fcm.googleapis.com.evil.example/x" },
        { endpoint: PUSH_MESSAGES.endpointUnknown },
      ],
      [
        { ...sub, endpoint: "https://evilfcm.googleapis.com.example/x" },
        { endpoint: PUSH_MESSAGES.endpointUnknown },
      ],
    ];
    for (const [json, fields] of cases) {
      expect((await expectError(await subscribe(fan.token, json), 422)).fields).toEqual(fields);
    }
    await expectError(await subscribe(undefined, sub), 401);
  });

  it("refuse endpoints whose host two URL parsers read apart, user info, other ports and folded letters (H1)", async () => {
    const fan = await buildUser(t);
    // The contract also refuses upper case, which the server's parse would fold.
    const endpoints = [...REFUSED_PUSH_ENDPOINTS, "https://FCM.googleapis.com/x"];
    const answers = await Promise.all(
      endpoints.map((endpoint) => subscribe(fan.token, { ...subscription(), endpoint })),
    );
    expect(answers.map((a) => `${a.status} ${endpoints[answers.indexOf(a)]}`)).toEqual(
      endpoints.map((endpoint) => `422 ${endpoint}`),
    );
    expect(
      await t.db.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, fan.id)),
    ).toEqual([]);
  });
});

describe("one account's subscriptions (H2)", () => {
  const overHttp = (token: string, json: unknown) =>
    fetch(`${base}/api/push/subscriptions`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(json),
    });
  const endpointsOf = async (userId: number) =>
    (
      await t.db.db
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
    ).map((row) => row.endpoint);

  it("are at most ten: the eleventh replaces the oldest, and a parallel burst leaves ten", async () => {
    const fan = await buildUser(t);
    const devices = Array.from({ length: 11 }, subscription);
    for (const device of devices) expect((await subscribe(fan.token, device)).status).toBe(201);
    expect((await endpointsOf(fan.id)).sort()).toEqual(
      devices
        .slice(1)
        .map((d) => d.endpoint)
        .sort(),
    );

    const burst = await buildUser(t);
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => overHttp(burst.token, subscription())),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(15).fill(201));
    expect(await endpointsOf(burst.id)).toHaveLength(SUBSCRIPTIONS_PER_ACCOUNT);
  });

  it("are limited per hour, also when sent all at once; refused endpoints are not counted", async () => {
    const fan = await buildUser(t);
    for (let i = 0; i < 3; i++) {
      const refused = await subscribe(fan.token, {
        ...subscription(),
        endpoint: "https://push.example.org/x",
      });
      expect(refused.status).toBe(422);
    }
    const max = PUSH_SUBSCRIBE_LIMIT.account.max;
    const answers = await Promise.all(
      Array.from({ length: max + 5 }, () => overHttp(fan.token, subscription())),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(max);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(5);
    const body = (await refused[0]!.json()) as { code: string; message: string };
    expect(body).toEqual({
      code: "RATE_LIMITED",
      message: "알림 기기 등록을 너무 자주 했습니다. 60분 후에 다시 시도해 주세요.",
    });
    expect(Number(refused[0]!.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
