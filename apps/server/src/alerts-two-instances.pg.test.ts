import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  concertWithRound,
  eventually,
  favouriteWithOffsets,
  inbox,
  login,
  signUpFan,
} from "./test/alert-scenario";
import { type ServerProcess, startServerProcess, stopServerProcesses } from "./test/server-process";
import { withDatabase } from "./test/templates";

/**
 * Two instances on one PostgreSQL database each run the alert producer (every minute, at the next
 * due time, and when a write wakes it): every fan still gets each reminder exactly once. In the
 * `server-pg` project (TEST_DATABASE_URL), which CI's PostgreSQL half runs.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error("alerts-two-instances.pg.test.ts needs TEST_DATABASE_URL");
const tag = randomBytes(4).toString("hex");
const dbName = `naehan_alerts_${tag}`;
const dataDir = mkdtempSync(join(tmpdir(), "naehan-alerts-"));
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const env = {
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
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("alerts on two instances", () => {
  it("send each reminder once per fan and offset", async () => {
    const admin = await login(a.base, "admin@alerts-two.example", "alerts-two-admin");
    // Due at once (a day and an hour before), and ten minutes before: in eight seconds.
    const opensAt = new Date(Date.now() + 10 * 60_000 + 8_000);
    const { concertId } = await concertWithRound(a.base, admin, opensAt);
    const fans = await Promise.all(
      Array.from({ length: 4 }, (_, i) => signUpFan(i % 2 ? a.base : b.base, `${tag}${i}`)),
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
        expect(list).toHaveLength(3);
        return list;
      }, 40_000);
      expect(items.map((n) => n.body.replace(/ · .*$/, "")).sort()).toEqual([
        "NOL 티켓 일반예매 10분 뒤 오픈",
        "NOL 티켓 일반예매 10분 뒤 오픈",
        "NOL 티켓 일반예매 10분 뒤 오픈",
      ]);
    }
    // Both producers woken again by every fan: still three each.
    await Promise.all(
      fans.flatMap((token) =>
        [a.base, b.base].map((base) =>
          favouriteWithOffsets(base, token, concertId, [1440, 60, 10]),
        ),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    for (const token of fans) expect(await inbox(a.base, token)).toHaveLength(3);
  }, 120_000);
});
