import { calendarFeed, loginResponse } from "@naehan/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { verifyPassword } from "../../lib/auth/password";
import { createTestApp, expectBody, expectError } from "../../test/app";
import { type TestDatabase, createTestDatabase } from "../../test/db";
import { TEST_PASSWORD, buildUser } from "../../test/users";
import { ensureAdmin } from "./ensure-admin";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

describe("admin bootstrap", () => {
  it("creates a default admin with a random password once, then never again", async () => {
    const first = await ensureAdmin(db.db, {});
    expect(first?.generatedPassword).toMatch(/^[\w-]{16}$/);
    const [row] = await db.db.select().from(users).where(eq(users.email, "admin@naehan.local"));
    expect(row?.role).toBe("ROLE_ADMIN");
    expect(await verifyPassword(row!.passwordHash, first!.generatedPassword!)).toBe(true);
    expect(await ensureAdmin(db.db, {})).toBeNull();
  });

  it("creates the configured admin, then updates its password on the next start", async () => {
    const created = await ensureAdmin(db.db, {
      email: "Boss@Example.com",
      password: "first-password",
    });
    expect(created).toMatchObject({
      email: "boss@example.com",
      created: true,
      generatedPassword: null,
    });
    await ensureAdmin(db.db, { email: "boss@example.com", password: "second-password" });
    const [row] = await db.db.select().from(users).where(eq(users.email, "boss@example.com"));
    expect(row?.role).toBe("ROLE_ADMIN");
    expect(await verifyPassword(row!.passwordHash, "second-password")).toBe(true);
    expect(await verifyPassword(row!.passwordHash, "first-password")).toBe(false);
  });
});

describe("admin bootstrap and accounts others registered (finding 3)", () => {
  it("refuses to promote an account someone registered through sign-up", async () => {
    const t = await createTestApp();
    try {
      const squatter = await buildUser(t, { email: "ops@example.com" });
      await expect(
        ensureAdmin(t.db.db, { email: "ops@example.com", password: "Brand-new-admin-pass-9!" }),
      ).rejects.toThrow(/ADMIN_EMAIL/);
      const [row] = await t.db.db.select().from(users).where(eq(users.id, squatter.id));
      expect(row?.role).toBe("ROLE_USER");
      expect(await verifyPassword(row!.passwordHash, TEST_PASSWORD)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it("a new ADMIN_PASSWORD ends the admin's sessions, access tokens and calendar key at once", async () => {
    const t = await createTestApp();
    try {
      const email = "rotate@example.com";
      await ensureAdmin(t.db.db, { email, password: "first-admin-password" });
      const login = await expectBody(
        await t.request("/api/auth/login", {
          json: { email, password: "first-admin-password" },
          headers: { "x-test-client-ip": "10.40.0.1" },
        }),
        loginResponse,
      );
      const feed = await expectBody(
        await t.request("/api/favorites/calendar", { token: login.accessToken }),
        calendarFeed,
      );
      const feedPath = new URL(feed.url).pathname + new URL(feed.url).search;
      expect((await t.request(feedPath)).status).toBe(200);

      // A restart with the same password changes nothing.
      await ensureAdmin(t.db.db, { email, password: "first-admin-password" });
      expect((await t.request("/api/auth/me", { token: login.accessToken })).status).toBe(200);

      await ensureAdmin(t.db.db, { email, password: "second-admin-password" });
      await expectError(await t.request("/api/auth/me", { token: login.accessToken }), 401);
      await expectError(
        await t.request("/auth/refresh", { json: { refreshToken: login.refreshToken } }),
        401,
      );
      expect((await t.request(feedPath)).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
