import { rmSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/client";
import { pushSubscriptions, users } from "./db/schema";
import {
  concertWithRound,
  eventually,
  favouriteWithOffsets,
  inbox,
  login,
  signUpFan,
} from "./test/alert-scenario";
import { copyOfEmptyDataDir } from "./test/data-dir";
import { type FakePushService, startFakePushService } from "./test/fake-push-service";
import {
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  stopServerProcesses,
} from "./test/server-process";

/**
 * H1 end to end: the server as `npm start` runs it, with the default PUSH_SERVICE_HOSTS and the
 * local HTTPS push service on 127.0.0.1 trusted (NODE_EXTRA_CA_CERTS), as an internal service
 * with an internal CA would be. Subscriptions pointing at it, stored before the rules (straight
 * into the database) or offered through the API, never make the server connect to it.
 */
const dataDir = copyOfEmptyDataDir();
let service: FakePushService;
let env: Record<string, string>;
let server: ServerProcess;

beforeAll(async () => {
  service = await startFakePushService();
  env = {
    DATA_DIR: dataDir,
    NO_DEMO_DATA: "1",
    ADMIN_EMAIL: "admin@ssrf.example",
    ADMIN_PASSWORD: "ssrf-admin-pw-1",
    NODE_EXTRA_CA_CERTS: service.certPath,
  };
});

afterAll(async () => {
  await stopServerProcesses();
  await service.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("push to an address inside the network (H1)", () => {
  it("is never sent: stored rows are checked again when a reminder falls due, and the API refuses them", async () => {
    server = await startServerProcess(env);
    const admin = await login(server.base, env.ADMIN_EMAIL!, env.ADMIN_PASSWORD!);
    const fan = await signUpFan(server.base, "ssrf");
    const { concertId } = await concertWithRound(
      server.base,
      admin,
      new Date(Date.now() + 30 * 60_000),
    );
    await stopServerProcess(server.child);

    // Rows as an older server stored them: the local service by address, by a name resolving to
    // it, and the semicolon form the review found.
    const endpoints = {
      "ssrf-ip": `https://127.0.0.1:${service.port}/push/ssrf-ip`,
      "ssrf-name": `https://localhost:${service.port}/push/ssrf-name`,
      "ssrf-semicolon": `https://127.0.0.1;.fcm.googleapis.com/push/ssrf-semicolon`,
    };
    const database = await openDatabase({ dataDir: join(dataDir, "pglite") });
    const [user] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "fan-ssrf@alerts.example"));
    for (const [device, endpoint] of Object.entries(endpoints)) {
      const { keys } = service.subscribe(device);
      await database.db
        .insert(pushSubscriptions)
        .values({ userId: user!.id, endpoint, p256dh: keys.p256dh, auth: keys.auth });
    }
    await database.close();

    server = await startServerProcess(env);
    // A day before a round opening in half an hour: due at once.
    await favouriteWithOffsets(server.base, fan, concertId, [1440]);
    await eventually(async () => expect(await inbox(server.base, fan)).toHaveLength(1), 30_000);
    const refusals = () => server.output().match(/push endpoint refused/g)?.length ?? 0;
    await eventually(async () => {
      if (service.connections() === 0) expect(refusals()).toBe(3);
    }, 30_000);
    expect(service.connections()).toBe(0);
    // Logged by host; the path (which names the device at a real push service) stays out.
    expect(server.output()).toContain(`"host":"127.0.0.1:${service.port}"`);
    expect(server.output()).toContain(`"host":"localhost:${service.port}"`);
    expect(server.output()).not.toMatch(/push\/ssrf-/);

    // The same through the API: refused before anything is stored.
    for (const endpoint of [
      ...Object.values(endpoints),
      "https://127.0.0.1%3B.fcm.googleapis.com/x",
      "https://localhost;.push.apple.com/x",
      `https://fcm.googleapis.com:${service.port}/x`,
    ]) {
      const answer = await fetch(`${server.base}/api/push/subscriptions`, {
        method: "POST",
        headers: { authorization: `Bearer ${fan}`, "content-type": "application/json" },
        body: JSON.stringify({ ...service.subscribe("ssrf-api"), endpoint }),
      });
      expect(answer.status, endpoint).toBe(422);
    }
    expect(service.connections()).toBe(0);
  }, 120_000);
});
