import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import webPush from "web-push";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  concertWithRound,
  eventually,
  favouriteWithOffsets,
  inbox,
  login,
  signUpFan,
} from "./test/alert-scenario";
import { type FakePushService, startFakePushService } from "./test/fake-push-service";
import { type ServerProcess, startServerProcess, stopServerProcesses } from "./test/server-process";
import { withDatabase } from "./test/templates";

/**
 * Two instances on one PostgreSQL database each run the alert producer (every minute, at the next
 * due time, and when a write wakes it): every fan still gets each reminder exactly once, in the
 * inbox and on their phone (a local HTTPS push service the servers trust). In the
 * `server-pg` project (TEST_DATABASE_URL), which CI's PostgreSQL half runs.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error("alerts-two-instances.pg.test.ts needs TEST_DATABASE_URL");
const tag = randomBytes(4).toString("hex");
const dbName = `naehan_alerts_${tag}`;
const dataDir = mkdtempSync(join(tmpdir(), "naehan-alerts-"));
// Both instances sign with one pair, as deploy.md says they must.
const vapid = webPush.generateVAPIDKeys();
let a: ServerProcess;
let b: ServerProcess;
let service: FakePushService;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  service = await startFakePushService();
  const env = {
    NODE_EXTRA_CA_CERTS: service.certPath,
    PUSH_SERVICE_HOSTS: service.host,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    DATABASE_URL: withDatabase(adminUrl, dbName),
    DATA_DIR: dataDir,
    JWT_SECRET: `alerts-two-instances-${tag}-0123456789abcdef`,
    NO_DEMO_DATA: "1",
    ADMIN_EMAIL: "admin@alerts-two.example",
    ADMIN_PASSWORD: "alerts-two-admin",
  };
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 180_000);

afterAll(async () => {
  await stopServerProcesses();
  await service.close();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("alerts on two instances", () => {
  it("send each reminder once per fan, offsets already past as one", async () => {
    const admin = await login(a.base, "admin@alerts-two.example", "alerts-two-admin");
    // A day and an hour before are both past when the round appears: one notice for them (the
    // latest offset's, decision 017); ten minutes before comes due in eight seconds.
    const opensAt = new Date(Date.now() + 10 * 60_000 + 8_000);
    const { concertId } = await concertWithRound(a.base, admin, opensAt);
    const fans = await Promise.all(
      Array.from({ length: 4 }, (_, i) => signUpFan(i % 2 ? a.base : b.base, `${tag}${i}`)),
    );
    await Promise.all(
      fans.map((token, i) =>
        fetch(`${i % 2 ? b.base : a.base}/api/push/subscriptions`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify(service.subscribe(`two-${tag}-${i}`)),
        }).then((r) => expect(r.status).toBe(201)),
      ),
    );
    // Both instances are woken at once, by writes sent to each.
    await Promise.all(
      fans.map((token, i) =>
        favouriteWithOffsets(i % 2 ? a.base : b.base, token, concertId, [1440, 60, 10]),
      ),
    );
    for (const token of fans) {
      const items = await eventually(async () => {
        const list = await inbox(b.base, token);
        expect(list).toHaveLength(2);
        return list;
      }, 40_000);
      expect(items.map((n) => n.body.replace(/ · .*$/, "")).sort()).toEqual([
        "NOL 티켓 일반예매 10분 뒤 오픈",
        "NOL 티켓 일반예매 10분 뒤 오픈",
      ]);
    }
    const pushedTo = (i: number) => service.received.filter((p) => p.device === `two-${tag}-${i}`);
    for (const [i] of fans.entries()) {
      await eventually(async () => expect(pushedTo(i)).toHaveLength(2), 15_000);
    }
    // Both producers woken again by every fan: still two each, in the inbox and on the phone.
    await Promise.all(
      fans.flatMap((token) =>
        [a.base, b.base].map((base) =>
          favouriteWithOffsets(base, token, concertId, [1440, 60, 10]),
        ),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    for (const [i, token] of fans.entries()) {
      expect(await inbox(a.base, token)).toHaveLength(2);
      // One push per inbox row and phone, each with its own topic, signed with the shared key.
      expect(pushedTo(i)).toHaveLength(2);
      expect(new Set(pushedTo(i).map((p) => p.topic)).size).toBe(2);
      expect(pushedTo(i).every((p) => p.vapidKey === vapid.publicKey)).toBe(true);
    }
    expect(service.refused).toEqual([]);
  }, 120_000);
});
