import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accessTokenVerifier, signAccessToken, verifiedClaims } from "./tokens";

const secret = randomBytes(32);
const fan = { id: 4, nickname: "팬", roles: ["ROLE_USER" as const], familyId: "f" };

/** The verifier with a count of the signature checks it made. */
function counting(remembered?: number) {
  let checks = 0;
  const verify = accessTokenVerifier(secret, {
    remembered,
    check: (key, token) => {
      checks++;
      return verifiedClaims(key, token);
    },
  });
  return { verify, checks: () => checks };
}

afterEach(() => vi.useRealTimers());

describe("accessTokenVerifier", () => {
  it("checks a fan's token once, not on every request it comes with", async () => {
    const { verify, checks } = counting();
    const token = await signAccessToken(secret, fan);
    for (let i = 0; i < 5; i++) expect(await verify(token)).toMatchObject({ id: 4, familyId: "f" });
    expect(checks()).toBe(1);
  });

  it("refuses a remembered token once it has expired", async () => {
    const { verify } = counting();
    const issued = new Date("2031-03-10T11:00:00Z");
    vi.useFakeTimers({ now: issued, toFake: ["Date"] });
    const token = await signAccessToken(secret, fan, issued);
    expect(await verify(token)).not.toBeNull();
    vi.setSystemTime(new Date("2031-03-10T11:29:59Z"));
    expect(await verify(token)).not.toBeNull();
    vi.setSystemTime(new Date("2031-03-10T11:30:00Z"));
    expect(await verify(token)).toBeNull();
    expect(await verify(token)).toBeNull();
  });

  it("refuses the same claims under another signature after the genuine token was verified", async () => {
    const { verify } = counting();
    const token = await signAccessToken(secret, fan);
    expect(await verify(token)).not.toBeNull();
    const forged = await signAccessToken(randomBytes(32), fan);
    expect(forged.split(".")[1]).toBe(token.split(".")[1]);
    expect(await verify(forged)).toBeNull();
    const [head, body] = token.split(".");
    expect(await verify(`${head}.${body}.AAAA`)).toBeNull();
  });

  it("forgets the oldest token past its bound and checks it again when it returns", async () => {
    const { verify, checks } = counting(2);
    const tokens = await Promise.all(
      [4, 5, 6].map((id) => signAccessToken(secret, { ...fan, id })),
    );
    for (const token of tokens) await verify(token);
    expect(checks()).toBe(3);
    expect(await verify(tokens[2]!)).toMatchObject({ id: 6 });
    expect(checks()).toBe(3);
    expect(await verify(tokens[0]!)).toMatchObject({ id: 4 });
    expect(checks()).toBe(4);
  });
});
