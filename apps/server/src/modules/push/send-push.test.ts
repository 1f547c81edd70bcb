import { eq } from "drizzle-orm";
import webPush from "web-push";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { notifications, pushSubscriptions } from "../../db/schema";
import { type TestApp, createTestApp } from "../../test/app";
import { HOUR, MINUTE } from "../../test/clock";
import { type FakePushService, startFakePushService } from "../../test/fake-push-service";
import { buildUser } from "../../test/users";
import { hostBreaker } from "./push-breaker";
import { PushFailure, type PushSender, createPushSender, sendPush } from "./send-push";

const keys = webPush.generateVAPIDKeys();
let t: TestApp;
let service: FakePushService;
let sender: PushSender;
beforeAll(async () => {
  t = await createTestApp();
  service = await startFakePushService(() => keys.publicKey);
  sender = createPushSender(senderOptions());
});
afterAll(async () => {
  await service.close();
  await t.close();
});

/** A sender of its own per test that changes its deadline or breaker; fresh connections each. */
const senderOptions = () => ({
  vapid: { ...keys, subject: "mailto:ops@naehan.example" },
  hosts: [service.host],
  ca: service.cert,
});

let sequence = 0;
async function delivery(kind: "TICKET_REMINDER" | "NEW_CONCERT", offsetMinutes = 10) {
  const fan = await buildUser(t);
  const name = `device-${++sequence}`;
  const sub = service.subscribe(name);
  const [s] = await t.db.db
    .insert(pushSubscriptions)
    .values({
      userId: fan.id,
      endpoint: sub.endpoint,
      p256dh: sub.keys.p256dh,
      auth: sub.keys.auth,
    })
    .returning();
  const [n] = await t.db.db
    .insert(notifications)
    .values({
      userId: fan.id,
      kind,
      eventKey: `round:${sequence}@1`,
      offsetMinutes,
      title: "티켓 오픈 알림 · 뮤즈 내한공연",
      body: "NOL 티켓 일반예매 10분 뒤 오픈 · 2027.03.05 (금) 20:00",
      url: "/concert/7",
      createdAt: new Date(),
    })
    .returning();
  return { name, subscriptionId: s!.id, notificationId: n!.id };
}
const lastTo = (name: string) => service.received.filter((r) => r.device === name).at(-1);

describe("sending a push", () => {
  it("encrypts the alert for the device and signs with VAPID; a reminder lives until its round opens, urgent in the last hour", async () => {
    const now = new Date("2027-03-05T19:50:00+09:00");
    const soon = await delivery("TICKET_REMINDER");
    const opensAt = new Date(now.getTime() + 10 * MINUTE).toISOString();
    expect(await sendPush(t.db.db, sender, { ...soon, opensAt }, now)).toEqual({
      result: "sent",
      host: service.host,
    });
    expect(service.refused).toEqual([]);
    expect(lastTo(soon.name)).toMatchObject({
      payload: {
        title: "티켓 오픈 알림 · 뮤즈 내한공연",
        body: "NOL 티켓 일반예매 10분 뒤 오픈 · 2027.03.05 (금) 20:00",
        url: "/concert/7",
      },
      ttl: 600,
      urgency: "high",
    });
    expect(lastTo(soon.name)!.topic).toMatch(/^[\w-]{32}$/);

    const later = await delivery("TICKET_REMINDER", 1440);
    const tomorrow = new Date(now.getTime() + 24 * HOUR).toISOString();
    await sendPush(t.db.db, sender, { ...later, opensAt: tomorrow }, now);
    expect(lastTo(later.name)).toMatchObject({ ttl: 86_400, urgency: "normal" });

    const opened = await delivery("TICKET_REMINDER", 0);
    await sendPush(t.db.db, sender, { ...opened, opensAt: now.toISOString() }, now);
    expect(lastTo(opened.name)).toMatchObject({ ttl: 60, urgency: "high" });

    const news = await delivery("NEW_CONCERT", 0);
    await sendPush(t.db.db, sender, { ...news, opensAt: null }, now);
    expect(lastTo(news.name)).toMatchObject({ ttl: 86_400, urgency: "normal" });
  });

  it("gives one event and offset one topic, so a device keeps the newest only", async () => {
    const a = await delivery("TICKET_REMINDER", 10);
    const b = await delivery("TICKET_REMINDER", 60);
    await t.db.db
      .update(notifications)
      .set({ eventKey: "round:99@5" })
      .where(eq(notifications.id, a.notificationId));
    await t.db.db
      .update(notifications)
      .set({ eventKey: "round:99@5" })
      .where(eq(notifications.id, b.notificationId));
    await sendPush(t.db.db, sender, { ...a, opensAt: null }, new Date());
    await sendPush(t.db.db, sender, { ...a, opensAt: null }, new Date());
    await sendPush(t.db.db, sender, { ...b, opensAt: null }, new Date());
    const [first, again] = service.received.filter((r) => r.device === a.name);
    expect(first!.topic).toBe(again!.topic);
    expect(lastTo(b.name)!.topic).not.toBe(first!.topic);
  });

  it("removes a subscription the push service no longer knows (404, 410)", async () => {
    for (const status of [404, 410]) {
      const gone = await delivery("NEW_CONCERT");
      service.answer(gone.name, status);
      expect(await sendPush(t.db.db, sender, { ...gone, opensAt: null }, new Date())).toEqual({
        result: "gone",
        host: service.host,
      });
      const left = await t.db.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.id, gone.subscriptionId));
      expect(left).toEqual([]);
    }
  });

  it("throws while the push service is down, so the queue tries again, and keeps the subscription", async () => {
    const down = await delivery("NEW_CONCERT");
    service.answer(down.name, 503);
    await expect(
      sendPush(t.db.db, sender, { ...down, opensAt: null }, new Date()),
    ).rejects.toThrow();
    expect(await sendPush(t.db.db, sender, { ...down, opensAt: null }, new Date())).toMatchObject({
      result: "sent",
    });
  });

  it("is refused by a push service when signed with another key", async () => {
    const other = webPush.generateVAPIDKeys();
    const wrong = await delivery("NEW_CONCERT");
    await expect(
      sendPush(
        t.db.db,
        { ...sender, vapid: { ...other, subject: "mailto:ops@naehan.example" } },
        { ...wrong, opensAt: null },
        new Date(),
      ),
    ).rejects.toThrow();
    expect(service.refused).toEqual([`${wrong.name}: another VAPID key`]);
    service.refused.length = 0;
  });

  it("gives up on a push service at its deadline, also one that keeps the connection busy (H2)", async () => {
    const quick = createPushSender({ ...senderOptions(), deadlineMs: 1_000 });
    for (const how of ["silent", "trickle"] as const) {
      const stuck = await delivery("NEW_CONCERT");
      service.hang(stuck.name, how);
      const abandoned = service.abandoned();
      const failure = await sendPush(t.db.db, quick, { ...stuck, opensAt: null }, new Date()).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure, how).toBeInstanceOf(PushFailure);
      expect(failure).toMatchObject({ host: service.host, status: "deadline" });
      // The connection was closed, not left to the service.
      await vi.waitFor(() => expect(service.abandoned()).toBe(abandoned + 1), { timeout: 10_000 });
    }
  });

  it("stops trying a push host that keeps failing until its cool-down ends (H2)", async () => {
    let now = 0;
    const breaking = createPushSender({
      ...senderOptions(),
      breaker: hostBreaker({ threshold: 2, coolDownMs: 60_000, now: () => now }),
    });
    const down = await delivery("NEW_CONCERT");
    service.answer(down.name, 503, 500);
    const job = { ...down, opensAt: null };
    for (const status of [503, 500]) {
      await expect(sendPush(t.db.db, breaking, job, new Date())).rejects.toMatchObject({ status });
    }
    const connections = service.connections();
    await expect(sendPush(t.db.db, breaking, job, new Date())).rejects.toMatchObject({
      host: service.host,
      status: "cooling down",
    });
    expect(service.connections()).toBe(connections);
    expect(lastTo(down.name)).toBeUndefined();
    now = 60_000;
    expect(await sendPush(t.db.db, breaking, job, new Date())).toMatchObject({ result: "sent" });
    expect(lastTo(down.name)).toBeDefined();
  });
});
