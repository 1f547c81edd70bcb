import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { verifyPassword } from "../../lib/password";
import { type TestDatabase, createTestDatabase } from "../../test/db";
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
