import { randomUUID } from "node:crypto";
import type { Role } from "@naehan/contract";
import { tokenFamilies, users } from "../db/schema";
import { signAccessToken } from "../lib/auth/tokens";
import { lowCostArgon2Hasher } from "../lib/auth/password";
import { nicknameKey } from "../modules/auth/nicknames";
import type { TestApp } from "./app";

export const TEST_PASSWORD = "test-password-1!";
let passwordHash: Promise<string> | null = null;
let sequence = 0;

export interface TestUser {
  id: number;
  email: string;
  nickname: string;
  role: Role;
  roles: Role[];
  /** A valid access token for this user, of its own session. */
  token: string;
  familyId: string;
}

/** A user with the password TEST_PASSWORD, and an access token for it. */
export async function buildUser(
  t: TestApp,
  overrides: { email?: string; nickname?: string; role?: Role } = {},
): Promise<TestUser> {
  const n = ++sequence;
  passwordHash ??= lowCostArgon2Hasher.hash(TEST_PASSWORD);
  const [row] = await t.db.db
    .insert(users)
    .values({
      email: overrides.email ?? `user${n}-${process.pid}@example.com`,
      nickname: overrides.nickname ?? `사용자${n}`,
      nicknameKey: nicknameKey(overrides.nickname ?? `사용자${n}`),
      passwordHash: await passwordHash,
      role: overrides.role ?? "ROLE_USER",
    })
    .returning();
  if (!row) throw new Error("user not inserted");
  const familyId = randomUUID();
  await t.db.db.insert(tokenFamilies).values({ id: familyId, userId: row.id });
  const token = await signAccessToken(t.jwtSecret, {
    id: row.id,
    nickname: row.nickname,
    roles: [row.role],
    familyId,
  });
  return {
    id: row.id,
    email: row.email ?? "",
    nickname: row.nickname,
    role: row.role,
    roles: [row.role],
    token,
    familyId,
  };
}

export const buildAdmin = (t: TestApp, overrides: { email?: string; nickname?: string } = {}) =>
  buildUser(t, { ...overrides, role: "ROLE_ADMIN" });
