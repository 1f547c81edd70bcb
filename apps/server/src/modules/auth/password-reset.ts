import { createHash, randomBytes } from "node:crypto";
import { type PasswordResetBody, type PasswordResetRequestBody, endpoints } from "@naehan/contract";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Database } from "../../db/client";
import { passwordResets, users } from "../../db/schema";
import type { PasswordHasher } from "../../lib/auth/password";
import type { AppEnv } from "../../lib/context";
import { clientIp } from "../../lib/http/client-ip";
import { endpointRouter } from "../../lib/http/endpoint-router";
import { AppError } from "../../lib/http/errors";
import { type Limit, tooMany } from "../../lib/http/request-limits";
import type { ModuleDeps } from "../module-deps";
import { endCalendarKey, findUserByEmail, revokeSessions } from "./auth.queries";

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 30;

const tooManyText = (minutes: number) =>
  `비밀번호 찾기 요청이 너무 많습니다. ${minutes}분 후에 다시 시도해 주세요.`;

/** Requests for one email address per hour (known or not: the answer must not tell them apart). */
export const RESET_PER_EMAIL = { max: 3, windowSeconds: 60 * 60 } as const;
/** Links sent to one account per day, whatever address was typed: past it, none is sent. */
export const RESET_PER_ACCOUNT = { max: 5, windowSeconds: 24 * 60 * 60 } as const;
/** Requests from one client address per hour. */
export const RESET_PER_CLIENT = {
  max: 20,
  windowSeconds: 60 * 60,
  message: tooManyText,
} as const satisfies Limit;

export const RESET_ERRORS = {
  invalid: "비밀번호 재설정 링크가 만료되었거나 이미 사용되었습니다. 다시 요청해 주세요.",
} as const;

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

function resetMail(link: string) {
  return {
    subject: "[내한] 비밀번호 재설정 안내",
    text: [
      "내한 비밀번호 재설정을 요청하셨어요.",
      "",
      `아래 링크에서 새 비밀번호를 정해 주세요. 링크는 ${RESET_LINK_MINUTES}분 동안 한 번만 쓸 수 있어요.`,
      link,
      "",
      "요청하지 않으셨다면 이 메일은 무시하셔도 됩니다. 비밀번호는 바뀌지 않아요.",
    ].join("\n"),
  };
}

/**
 * 비밀번호 찾기: a link by email to an account with that address, 202 whatever the address (the
 * mail goes out after the answer, so its time does not tell either). Limited per client, per typed
 * address (429, alike for known and unknown ones) and per account (silently: no more mail).
 */
export function passwordResetRoutes(deps: ModuleDeps) {
  const { db, config, clock, rateLimiter, limits, mailer, logger, passwords } = deps;
  const origin = (c: Context<AppEnv>) => config.publicUrl ?? new URL(c.req.url).origin;

  return endpointRouter(deps)
    .on(endpoints.requestPasswordReset, async (c, { body }) => {
      await limits.limitByAddress(c, "reset", RESET_PER_CLIENT);
      const email = body.email.toLowerCase();
      const perEmail = await rateLimiter.hit(`reset:email:${email}`, RESET_PER_EMAIL.windowSeconds);
      if (perEmail.count > RESET_PER_EMAIL.max) throw tooMany(tooManyText, perEmail.retryAfter);
      const user = await findUserByEmail(db, email);
      if (user) {
        const perAccount = await rateLimiter.hit(
          `reset:account:${user.id}`,
          RESET_PER_ACCOUNT.windowSeconds,
        );
        if (perAccount.count <= RESET_PER_ACCOUNT.max) {
          const token = randomBytes(32).toString("base64url");
          await db.insert(passwordResets).values({
            tokenHash: hash(token),
            userId: user.id,
            expiresAt: new Date(clock().getTime() + RESET_LINK_MINUTES * 60_000),
          });
          const link = `${origin(c)}/reset-password#token=${token}`;
          void mailer
            .send({ to: email, ...resetMail(link) })
            .catch((err: unknown) => logger.error({ err: String(err) }, "reset mail not sent"));
        }
      }
      c.header("Cache-Control", "no-store");
      return c.body(null, 202);
    })
    .on(endpoints.resetPassword, async (c, { body }) => {
      const hasher = passwords.for({ address: clientIp(c, config.trustProxy) });
      await resetPassword(db, hasher, body, clock());
      return c.body(null, 204);
    }).hono;
}

/**
 * Spends the token (one conditional update: of two uses at once one wins), sets the password and
 * ends every session of the account, its devices' alerts and calendar URL, and its other links.
 */
export async function resetPassword(
  db: Database,
  hasher: PasswordHasher,
  body: PasswordResetBody,
  now: Date,
): Promise<void> {
  const passwordHash = await hasher.hash(body.newPassword);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, hash(body.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!spent) throw new AppError(400, "RESET_TOKEN_INVALID", RESET_ERRORS.invalid);
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, spent.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, spent.userId), isNull(passwordResets.usedAt)));
    await revokeSessions(tx, spent.userId);
    await endCalendarKey(tx, spent.userId);
  });
}

export type { PasswordResetRequestBody };
