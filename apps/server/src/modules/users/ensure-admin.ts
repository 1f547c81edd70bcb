import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { hashPassword } from "../../lib/password";

export interface AdminBootstrap {
  email: string;
  /** Set only when a password was generated: the caller prints it once. */
  generatedPassword: string | null;
  created: boolean;
}

const DEFAULT_ADMIN_EMAIL = "admin@naehan.local";

/**
 * With ADMIN_EMAIL/ADMIN_PASSWORD: creates that admin or brings its password and role up to date.
 * Without: creates a default admin with a random password once, when no admin exists at all.
 */
export async function ensureAdmin(
  db: Database,
  configured: { email?: string | undefined; password?: string | undefined },
): Promise<AdminBootstrap | null> {
  if (configured.email && configured.password) {
    const email = configured.email.trim().toLowerCase();
    const passwordHash = await hashPassword(configured.password);
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) {
      await db
        .update(users)
        .set({ passwordHash, role: "ROLE_ADMIN", updatedAt: sql`now()` })
        .where(eq(users.id, existing.id));
      return { email, generatedPassword: null, created: false };
    }
    await db
      .insert(users)
      .values({ email, nickname: await freeNickname(db), passwordHash, role: "ROLE_ADMIN" });
    return { email, generatedPassword: null, created: true };
  }

  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, "ROLE_ADMIN"))
    .limit(1);
  if (admin) return null;
  const password = randomBytes(12).toString("base64url");
  const inserted = await db
    .insert(users)
    .values({
      email: DEFAULT_ADMIN_EMAIL,
      nickname: await freeNickname(db),
      passwordHash: await hashPassword(password),
      role: "ROLE_ADMIN",
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Another instance won the race: it prints the password, not us.
  if (inserted.length === 0) return null;
  return { email: DEFAULT_ADMIN_EMAIL, generatedPassword: password, created: true };
}

async function freeNickname(db: Database): Promise<string> {
  for (let n = 0; ; n++) {
    const nickname = n === 0 ? "관리자" : `관리자${n + 1}`;
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.nickname}) = lower(${nickname})`);
    if (!taken) return nickname;
  }
}
