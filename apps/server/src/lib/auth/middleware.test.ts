import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../context";
import { AppError } from "../http/errors";
import {
  type AccountLookup,
  currentUser,
  optionalUser,
  requireAdmin,
  requireUser,
} from "./middleware";
import { signAccessToken } from "./tokens";

const secret = randomBytes(32);
/** Accounts 4, 5 and 6 exist (6 is an admin); 7 was an admin and is now a user; 8 is gone. */
const accounts: AccountLookup = (id) =>
  Promise.resolve(
    id === 6
      ? { nickname: "관리자", role: "ROLE_ADMIN" }
      : id < 8
        ? { nickname: "팬", role: "ROLE_USER" }
        : null,
  );
const app = new Hono<AppEnv>()
  .get("/public", optionalUser(secret, accounts), (c) =>
    c.json({ user: c.get("user")?.id ?? null }),
  )
  .get("/user", requireUser(secret, accounts), (c) => c.json({ user: currentUser(c).id }))
  .get("/admin", requireAdmin(secret, accounts), (c) => c.json({ user: currentUser(c).id }));
app.onError((err, c) =>
  err instanceof AppError
    ? c.json(err.toBody(), err.status)
    : c.json({ code: "INTERNAL", message: "?" }, 500),
);

const get = (path: string, token?: string) =>
  app.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe("auth middleware", () => {
  it("lets a public call through with or without a (bad) token", async () => {
    expect(await (await get("/public")).json()).toEqual({ user: null });
    expect(await (await get("/public", "x.y.z")).json()).toEqual({ user: null });
    const token = await signAccessToken(secret, {
      id: 4,
      nickname: "팬",
      roles: ["ROLE_USER"],
      familyId: "f",
    });
    expect(await (await get("/public", token)).json()).toEqual({ user: 4 });
  });

  it("answers 401 to a protected call without a valid token, 403 to a user on an admin call", async () => {
    const user = await signAccessToken(secret, {
      id: 5,
      nickname: "팬",
      roles: ["ROLE_USER"],
      familyId: "f",
    });
    const admin = await signAccessToken(secret, {
      id: 6,
      nickname: "관리자",
      roles: ["ROLE_ADMIN"],
      familyId: "f",
    });
    expect((await get("/user")).status).toBe(401);
    expect((await get("/user", "not-a-jwt")).status).toBe(401);
    expect((await get("/user", user)).status).toBe(200);
    expect((await get("/user", user)).headers.get("cache-control")).toBe("private, no-store");
    expect((await get("/admin")).status).toBe(401);
    const forbidden = await get("/admin", user);
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as { message: string }).message).toBe(
      "관리자만 할 수 있는 작업입니다.",
    );
    expect(await (await get("/admin", admin)).json()).toEqual({ user: 6 });
  });

  it("trusts the account as it is now: a deleted one is 401, a demoted admin is a user", async () => {
    const gone = await signAccessToken(secret, {
      id: 8,
      nickname: "떠난 팬",
      roles: ["ROLE_USER"],
      familyId: "f",
    });
    expect((await get("/user", gone)).status).toBe(401);
    expect(await (await get("/public", gone)).json()).toEqual({ user: null });
    const demoted = await signAccessToken(secret, {
      id: 7,
      nickname: "팬",
      roles: ["ROLE_ADMIN"],
      familyId: "f",
    });
    expect((await get("/admin", demoted)).status).toBe(403);
  });
});
