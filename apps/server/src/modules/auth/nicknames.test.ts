import { signupResponse } from "@naehan/contract";
import { asc, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { backfillNicknameKeys } from "./nicknames";

/** Finding 5: nicknames that look like someone else's are refused. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const signup = (nickname: string) =>
  t.request("/api/auth/signup", {
    json: {
      email: `nick${++n}@example.com`,
      nickname,
      password: "Passw0rd!nick",
      confirmPassword: "Passw0rd!nick",
    },
    headers: { "x-test-client-ip": `10.70.${Math.floor(n / 200)}.${n % 200}` },
  });

describe("nicknames (finding 5)", () => {
  it("are stored NFKC-normalised: full-width letters are plain letters", async () => {
    const body = await expectBody(await signup("ｆｕｌｌｗｉｄｅ"), signupResponse, 201);
    expect(body.nickname).toBe("fullwide");
  });

  it.each([
    ["zero-width space", "팬클럽\u200b"],
    ["zero-width joiner", "\u200d팬클럽"],
    ["bidi override", "alicefan\u202e"],
    ["only zero-width spaces", "\u200b\u200b\u200b"],
    ["Hangul filler U+3164", "\u3164\u3164\u3164"],
    ["Hangul choseong filler U+115F", "ab\u115fc"],
    ["Hangul jungseong filler U+1160", "ab\u1160c"],
    ["halfwidth Hangul filler U+FFA0", "abc\uffa0"],
    ["unassigned code point", "ab\u0378c"],
    ["line separator", "ab\u2028cd"],
  ])("refuse %s with 422", async (_name, nickname) => {
    const error = await expectError(await signup(nickname), 422, "VALIDATION_FAILED");
    expect(error.fields?.nickname).toMatch(/[가-힣]/);
  });

  it("are taken when they look like an existing one (confusable skeleton, any case)", async () => {
    await expectBody(await signup("alicefan"), signupResponse, 201);
    for (const lookalike of ["\u0430licefan", "ALICEFAN", "ａｌｉｃｅｆａｎ", "alicefan\u200b"]) {
      const status = (await signup(lookalike)).status;
      expect([409, 422], lookalike).toContain(status);
    }
    await expectError(await signup("\u0430licefan"), 409, "NICKNAME_TAKEN");
  });

  it.each([
    "관리자",
    "admin",
    "ADMIN",
    "\u0430dmin",
    "운영자",
    "naehan",
    "내한",
    "관리자".normalize("NFD"),
  ])("refuse the reserved name %s for sign-ups", async (nickname) => {
    const error = await expectError(await signup(nickname), 422, "VALIDATION_FAILED");
    expect(error.fields?.nickname).toMatch(/[가-힣]/);
  });
});

describe("existing nicknames that collide under the new rule", () => {
  it("keep the first, and the later one gets a suffix", async () => {
    const inserted = await t.db.db
      .insert(users)
      .values([
        { email: "old1@example.com", nickname: "bobfan", passwordHash: "x" },
        { email: "old2@example.com", nickname: "b\u043ebfan", passwordHash: "x" },
        { email: "old3@example.com", nickname: "bobf\u0430n", passwordHash: "x" },
      ])
      .returning({ id: users.id });
    await backfillNicknameKeys(t.db.db);
    const rows = await t.db.db
      .select({ nickname: users.nickname, key: users.nicknameKey })
      .from(users)
      .where(
        inArray(
          users.id,
          inserted.map((row) => row.id),
        ),
      )
      .orderBy(asc(users.id));
    expect(rows[0]?.nickname).toBe("bobfan");
    expect(rows[1]?.nickname).toBe("b\u043ebfan2");
    expect(rows[2]?.nickname).toBe("bobf\u0430n3");
    expect(new Set(rows.map((row) => row.key)).size).toBe(3);
  });
});
