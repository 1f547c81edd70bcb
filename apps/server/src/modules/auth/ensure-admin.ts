import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { hashPassword, verifyPassword } from "../../lib/auth/password";
import { revokeSessions } from "./auth.queries";
import { nicknameKey } from "./nicknames";

export interface AdminBootstrap {
  email: string;
  /** Set only when a password was generated: the caller prints it once. */
  generatedPassword: string | null;
  created: boolean;
}

const DEFAULT_ADMIN_EMAIL = "admin@naehan.local";

/**
 * With ADMIN_EMAIL/ADMIN_PASSWORD: creates that admin, or gives it the configured password. An
 * account someone registered with that address is never promoted (there is no email verification:
 * anyone could have taken it), the start is refused instead. A new password ends every session of
 * the admin and its calendar key, so rotating it evicts whoever held the old one.
 * Without: creates a default admin with a random password once, when no admin exists at all.
 */
export async function ensureAdmin(
  db: Database,
  configured: { email?: string | undefined; password?: string | undefined },
): Promise<AdminBootstrap | null> {
  if (configured.email && configured.password) {
    const email = configured.email.trim().toLowerCase();
    const [existing] = await db
      .select({ id: users.id, role: users.role, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, email));
    if (existing) {
      if (existing.role !== "ROLE_ADMIN") {
        throw new Error(
          `ADMIN_EMAIL ${email} belongs to an account registered through sign-up, not an admin; ` +
            "it is not promoted (anyone can register any address). Choose another ADMIN_EMAIL.",
        );
      }
      if (await verifyPassword(existing.passwordHash, configured.password)) {
        return { email, generatedPassword: null, created: false };
      }
      const passwordHash = await hashPassword(configured.password);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, calendarKey: null, updatedAt: sql`now()` })
          .where(eq(users.id, existing.id));
        await revokeSessions(tx, existing.id);
      });
      return { email, generatedPassword: null, created: false };
    }
    const passwordHash = await hashPassword(configured.password);
    await db
      .insert(users)
      .values({ email, ...(await freeNickname(db)), passwordHash, role: "ROLE_ADMIN" });
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
      ...(await freeNickname(db)),
      passwordHash: await hashPassword(password),
      role: "ROLE_ADMIN",
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Another instance won the race: it prints the password, not us.
  if (inserted.length === 0) return null;
  return { email: DEFAULT_ADMIN_EMAIL, generatedPassword: password, created: true };
}

/** 관리자 (reserved for sign-ups, so only the admin has it), or 관리자2 … when taken. */
async function freeNickname(db: Database): Promise<{ nickname: string; nicknameKey: string }> {
  for (let n = 0; ; n++) {
    const nickname = n === 0 ? "관리자" : `관리자${n + 1}`;
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        sql`lower(${users.nickname}) = lower(${nickname}) or ${users.nicknameKey} = ${nicknameKey(nickname)}`,
      );
    if (!taken) return { nickname, nicknameKey: nicknameKey(nickname) };
  }
}
