import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { type TestDatabase, createTestDatabase } from "../../test/db";
import { expectError } from "../../test/app";
import { inProcessDeps } from "../../deps";
import { type PasswordHasher, argon2Hasher, passwordQueue } from "./password";

/** A hasher whose every call waits until the test lets it go: the queue stays full meanwhile. */
function gatedHasher() {
  const waiting: (() => void)[] = [];
  let open = false;
  const gate = () =>
    open ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve));
  const hasher: PasswordHasher = {
    hash: async (password) => {
      await gate();
      return argon2Hasher.hash(password);
    },
    verify: async (hash, password) => {
      await gate();
      return argon2Hasher.verify(hash, password);
    },
  };
  return {
    hasher,
    waiting,
    open: () => {
      open = true;
      waiting.splice(0).forEach((go) => go());
    },
  };
}

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase("empty");
});
afterAll(() => db.close());

describe("password hashing queue (finding 1)", () => {
  it("answers 503 BUSY with Retry-After when full, while public reads still answer", async () => {
    const gated = gatedHasher();
    const passwords = passwordQueue(gated.hasher, { concurrency: 1, maxWaiting: 1 });
    const app = createApp(inProcessDeps(db.db, { passwords }));
    const login = async (i: number) =>
      app.request("/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json", "x-test-client-ip": `10.9.0.${i}` },
        body: JSON.stringify({ email: `queued${i}@example.com`, password: "whatever-1" }),
      });
    // One running, one waiting: the queue is full.
    const inFlight = [login(1), login(2)];
    await expect.poll(() => gated.waiting.length).toBe(1);

    const busy = await login(3);
    expect(Number(busy.headers.get("retry-after"))).toBeGreaterThan(0);
    const error = await expectError(busy, 503, "BUSY");
    expect(error.message).toMatch(/[가-힣]/);

    const signup = await app.request("/api/auth/signup", {
      method: "POST",
      headers: { "content-type": "application/json", "x-test-client-ip": "10.9.0.4" },
      body: JSON.stringify({
        email: "queued-signup@example.com",
        nickname: "queuedfan",
        password: "Passw0rd!queue",
        confirmPassword: "Passw0rd!queue",
      }),
    });
    await expectError(signup, 503, "BUSY");

    const read = await app.request("/api/artists");
    expect(read.status).toBe(200);

    gated.open();
    const statuses = await Promise.all(inFlight.map((r) => r.then((res) => res.status)));
    expect(statuses).toEqual([401, 401]);
  });
});
