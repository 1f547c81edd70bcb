import { PUSH_MESSAGES, pushPublicKey } from "@naehan/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscriptions } from "../../db/schema";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { buildUser } from "../../test/users";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
    const endpoints = [
      "https://127.0.0.1;.fcm.googleapis.com/x",
      "https://127.0.0.1%3B.fcm.googleapis.com/x",
      "https://127.0.0.1'.fcm.googleapis.com/x",
      "https://127.0.0.1{.fcm.googleapis.com/x",
      "https://127.0.0.1`.fcm.googleapis.com/x",
      "https://localhost;.push.apple.com/x",
      "https://user:pw@fcm.googleapis.com/x",
      "https://evil.example\\@fcm.googleapis.com/x",
      "https://fcm.googleapis.com:1/x",
      "https://fcm.googleapis.com:8443/x",
      "https://ｆｃｍ.googleapis.com/x",
      "https://FCM.googleapis.com/x",
      "https://fcm.googleapis.com./x",
      "https://[::1]/x",
      "https://2130706433/x",
    ];
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
