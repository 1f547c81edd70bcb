import { signupResponse } from "@naehan/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { type TestApp, createTestApp, expectBody } from "../../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const form = () => {
  n += 1;
  return {
    email: `consent${n}@example.com`,
    nickname: `동의팬${n}`,
    password: "secret-pass1!",
    confirmPassword: "secret-pass1!",
  };
};
const signup = (json: object) =>
  t.request("/api/auth/signup", { json, headers: { "x-test-client-ip": `10.88.0.${n}` } });
const consentsOf = async (id: number) => {
  const [row] = await t.db.db
    .select({ terms: users.termsAgreedAt, alerts: users.alertsAgreedAt })
    .from(users)
    .where(eq(users.id, id));
  return row;
};

describe("약관·개인정보 동의 at sign-up", () => {
  it("stores when the fan agreed to the terms and privacy notice, and to alerts apart", async () => {
    const withAlerts = await expectBody(
      await signup({ ...form(), agreeTerms: true, agreePrivacy: true, agreeAlerts: true }),
      signupResponse,
      201,
    );
    const consents = await consentsOf(withAlerts.id);
    expect(consents?.terms).toBeInstanceOf(Date);
    expect(consents?.alerts).toBeInstanceOf(Date);

    const without = await expectBody(
      await signup({ ...form(), agreeTerms: true, agreePrivacy: true }),
      signupResponse,
      201,
    );
    expect((await consentsOf(without.id))?.alerts).toBeNull();
  });

  it("refuses a consent sent as refused, with the field's Korean message", async () => {
    const refused = await signup({ ...form(), agreeTerms: true, agreePrivacy: false });
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { fields?: Record<string, string> };
    expect(body.fields?.agreePrivacy).toBe("개인정보 수집·이용에 동의해 주세요.");
  });

  it("still takes the spec's sign-up, which sends no consents (none stored)", async () => {
    const made = await expectBody(await signup(form()), signupResponse, 201);
    expect((await consentsOf(made.id))?.terms).toBeNull();
  });
});
