import { AUTH_MESSAGES, signupResponse } from "@naehan/contract";
import { asc, inArray } from "drizzle-orm";
import { rectifyConfusion } from "unicode-confusables";
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

describe("nicknames that show as nothing, or as a name with nothing beside it (review 2026-11-27, M2)", () => {
  it.each([
    ["관리자 + variation selector 15", "관리자\ufe0e", AUTH_MESSAGES.nicknameInvisible],
    ["관리자 + combining grapheme joiner", "관리자\u034f", AUTH_MESSAGES.nicknameInvisible],
    ["only variation selectors 16", "\ufe0f\ufe0f\ufe0f", AUTH_MESSAGES.nicknameInvisible],
    ["admin + combining grapheme joiner", "admin\u034f", AUTH_MESSAGES.nicknameInvisible],
    ["only braille blanks", "\u2800\u2800\u2800", AUTH_MESSAGES.nicknameInvisible],
    ["a braille blank beside a name", "팬클럽\u2800", AUTH_MESSAGES.nicknameInvisible],
    ["variation selector 1", "팬클럽\ufe00", AUTH_MESSAGES.nicknameInvisible],
    ["Khmer vowel inherent", "팬클럽\u17b4", AUTH_MESSAGES.nicknameInvisible],
    ["Mongolian free variation selector", "팬클럽\u180b", AUTH_MESSAGES.nicknameInvisible],
    ["variation selector 17", "팬클럽\u{e0100}", AUTH_MESSAGES.nicknameInvisible],
    ["a tag character", "팬클럽\u{e0041}", AUTH_MESSAGES.nicknameInvisible],
    ["a combining mark on nothing", "\u0301팬클럽", AUTH_MESSAGES.nicknameInvisible],
    ["a combining mark on a space", "팬 \u0323클럽", AUTH_MESSAGES.nicknameInvisible],
    ["no letter or digit", "!!!", AUTH_MESSAGES.nicknameNoLetter],
    ["only emoji", "🎤🎸🥁", AUTH_MESSAGES.nicknameNoLetter],
  ])("refuses %s with 422", async (_name, nickname, message) => {
    const error = await expectError(await signup(nickname), 422, "VALIDATION_FAILED");
    expect(error.fields?.nickname).toBe(message);
  });

  it.each(["관리자\u0323", "\u0430dmi\u0301n", "운영자\u0301"])(
    "refuses a reserved name under a visible mark (%s) as reserved",
    async (nickname) => {
      const error = await expectError(await signup(nickname), 422, "VALIDATION_FAILED");
      expect(error.fields?.nickname).toBe(AUTH_MESSAGES.nicknameReserved);
    },
  );

  it("takes a name with a mark on a Hangul letter as the plain name", async () => {
    await expectBody(await signup("별빛팬"), signupResponse, 201);
    await expectError(await signup("별빛팬\u0323"), 409, "NICKNAME_TAKEN");
  });

  it.each([
    ["Hangul and an emoji a phone keyboard wrote with its variation selector", "민지❤️"],
    ["kana", "さくらファン"],
    ["kanji", "東方神起推し"],
    ["kana with a voiced mark, decomposed", "か\u3099ぎさん"],
    ["Latin with diacritics", "Nguyễn"],
    ["Devanagari", "नमस्ते"],
    ["a keycap digit", "팬1\ufe0f\u20e3"],
  ])("still takes %s", async (_name, nickname) => {
    const body = await expectBody(await signup(nickname), signupResponse, 201);
    expect(body.nickname).toBe(nickname.normalize("NFKC"));
  });

  it("compares an emoji with and without its variation selector as the same name", async () => {
    await expectBody(await signup("하늘🎧"), signupResponse, 201);
    await expectError(await signup("하늘🎧\ufe0f"), 409, "NICKNAME_TAKEN");
  });
});

/** Writes accounts as an older release did, runs the start-up backfill and reads them back. */
async function backfilled(rows: { email: string; nickname: string; nicknameKey?: string }[]) {
  const inserted = await t.db.db
    .insert(users)
    .values(rows.map((row) => ({ ...row, passwordHash: "x" })))
    .returning({ id: users.id });
  await backfillNicknameKeys(t.db.db);
  return t.db.db
    .select({ nickname: users.nickname, key: users.nicknameKey })
    .from(users)
    .where(
      inArray(
        users.id,
        inserted.map((row) => row.id),
      ),
    )
    .orderBy(asc(users.id));
}

describe("existing nicknames that collide under the new rule", () => {
  it("keep the first, and the later one gets a suffix", async () => {
    const rows = await backfilled([
      { email: "old1@example.com", nickname: "bobfan" },
      { email: "old2@example.com", nickname: "b\u043ebfan" },
      { email: "old3@example.com", nickname: "bobf\u0430n" },
    ]);
    expect(rows[0]?.nickname).toBe("bobfan");
    expect(rows[1]?.nickname).toBe("b\u043ebfan2");
    expect(rows[2]?.nickname).toBe("bobf\u0430n3");
    expect(new Set(rows.map((row) => row.key)).size).toBe(3);
  });
});

describe("existing nicknames keyed by the first rule (review 2026-11-27, M2)", () => {
  /** Decision 010's first skeleton: default-ignorables and marks on Hangul kept. */
  const firstRuleKey = (nickname: string) =>
    rectifyConfusion(nickname.normalize("NFKC").toLowerCase().normalize("NFD"))
      .normalize("NFD")
      .toLowerCase();

  it("are keyed again at start-up: a hidden look-alike of an older name gets a suffix", async () => {
    const nicknames = ["별바다", "별바다\ufe0e", "별바다\u0323", "cloudfan\u034f"];
    const rows = await backfilled(
      nicknames.map((nickname, i) => ({
        email: `first-rule${i}@example.com`,
        nickname,
        nicknameKey: firstRuleKey(nickname),
      })),
    );
    expect(rows.map((row) => row.nickname)).toEqual([
      "별바다",
      "별바다\ufe0e2",
      "별바다\u03233",
      "cloudfan\u034f",
    ]);
    // The plain name of the last one is now taken by it.
    await expectError(await signup("cloudfan"), 409, "NICKNAME_TAKEN");
  });
});
