import {
  type OAuthProvider,
  authProviders,
  linkStart,
  linkedAccounts,
  loginResponse,
  me,
  oauthSignupNeeded,
} from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { type FakeProvider, startFakeProvider } from "../../test/fake-oauth-provider";
import { buildUser } from "../../test/users";

let t: TestApp;
let now = new Date("2026-11-27T09:00:00Z");
const fakes = {} as Record<OAuthProvider, FakeProvider>;
let personSeq = 0;

beforeAll(async () => {
  fakes.kakao = await startFakeProvider("kakao");
  fakes.naver = await startFakeProvider("naver");
  t = await createTestApp("empty", {
    config: { oauth: { kakao: fakes.kakao.settings, naver: fakes.naver.settings } },
    clock: () => now,
  });
});
afterAll(async () => {
  await t.close();
  await Promise.all([fakes.kakao.close(), fakes.naver.close()]);
});

/** A new person at the provider: ids never repeat between tests. */
function newPerson(provider: OAuthProvider, nickname?: string, email: string | null = null) {
  personSeq += 1;
  nickname ??= `팬${personSeq}`;
  fakes[provider].user = {
    id: provider === "kakao" ? String(4_000_000_000 + personSeq * 7) : `nv${personSeq}Xq`,
    nickname,
    email,
  };
  return fakes[provider].user;
}

let addresses = 0;
/** Each flow from its own address, so the callback limit is not what a test meets. */
const address = () => ({
  "x-test-client-ip": `10.77.${Math.floor(++addresses / 250)}.${addresses % 250}`,
});

interface Started {
  authorizeUrl: URL;
  cookie: string;
  headers: Record<string, string>;
}

async function start(provider: OAuthProvider, query = ""): Promise<Started> {
  const headers = address();
  const res = await t.request(`/auth/${provider}${query}`, { headers });
  expect(res.status, await res.clone().text()).toBe(302);
  expect(res.headers.get("cache-control")).toBe("no-store");
  const setCookie = res.headers.get("set-cookie") ?? "";
  expect(setCookie).toMatch(/HttpOnly/i);
  expect(setCookie).toMatch(/SameSite=Lax/i);
  return {
    authorizeUrl: new URL(res.headers.get("location") ?? ""),
    cookie: setCookie.split(";")[0] ?? "",
    headers,
  };
}

/** The browser brought back to our callback: where it is sent next, and the fragment's fields. */
async function callback(back: URL, started: Pick<Started, "cookie" | "headers">) {
  const res = await t.request(back.pathname + back.search, {
    headers: { cookie: started.cookie, ...started.headers },
  });
  expect(res.status, await res.clone().text()).toBe(302);
  expect(res.headers.get("cache-control")).toBe("no-store");
  const location = new URL(res.headers.get("location") ?? "", "http://localhost");
  expect(location.pathname).toBe("/login/oauth");
  return Object.fromEntries(new URLSearchParams(location.hash.slice(1)));
}

async function codeFor(provider: OAuthProvider, query = "") {
  const started = await start(provider, query);
  const back = await fakes[provider].consent(started.authorizeUrl, "agree");
  return callback(back, started);
}

const complete = (provider: OAuthProvider, code: string) =>
  t.request(`/auth/${provider}/complete`, { json: { code } });

const consents = { agreeTerms: true, agreePrivacy: true };

async function signUp(provider: OAuthProvider, nickname: string) {
  const { code } = await codeFor(provider);
  const needed = await expectBody(await complete(provider, code ?? ""), oauthSignupNeeded);
  return expectBody(
    await t.request(`/auth/${provider}/signup`, {
      json: { signupTicket: needed.signupTicket, nickname, ...consents },
    }),
    loginResponse,
    201,
  );
}

describe.each(["kakao", "naver"] as const)("%s sign-in", (provider) => {
  it("a first sign-in asks for a nickname (the provider's suggested); the next one is the same fan", async () => {
    newPerson(provider, "별빛관객");
    const fields = await codeFor(provider, "?returnTo=%2Fconcerts%2F3");
    expect(fields.provider).toBe(provider);
    expect(fields.returnTo).toBe("/concerts/3");
    const completed = await complete(provider, fields.code ?? "");
    expect(completed.headers.get("cache-control")).toBe("no-store");
    const needed = await expectBody(completed, oauthSignupNeeded);
    expect(needed.suggestedNickname).toBe("별빛관객");

    const made = await expectBody(
      await t.request(`/auth/${provider}/signup`, {
        json: { signupTicket: needed.signupTicket, nickname: `${provider}관객`, ...consents },
      }),
      loginResponse,
      201,
    );
    expect(made.nickname).toBe(`${provider}관객`);

    const again = await codeFor(provider);
    const signedIn = await expectBody(await complete(provider, again.code ?? ""), loginResponse);
    expect(signedIn.id).toBe(made.id);
    const who = await expectBody(
      await t.request("/api/auth/me", { token: signedIn.accessToken }),
      me,
    );
    expect(who).toMatchObject({ id: made.id, email: null, roles: ["ROLE_USER"] });
  });

  it("sends the provider its client id, our callback, the state and (Kakao) a PKCE challenge", async () => {
    const { authorizeUrl } = await start(provider);
    const params = authorizeUrl.searchParams;
    expect(params.get("client_id")).toBe(fakes[provider].settings.clientId);
    expect(params.get("redirect_uri")).toBe(`http://localhost/auth/${provider}/callback`);
    expect(params.get("state")).toMatch(/^[\w-]{20,}$/);
    expect(params.get("code_challenge_method")).toBe(provider === "kakao" ? "S256" : null);
  });

  it("a consent refused at the provider brings the fan back with 'denied', and no account", async () => {
    newPerson(provider);
    const started = await start(provider);
    const back = await fakes[provider].consent(started.authorizeUrl, "cancel");
    expect(await callback(back, started)).toEqual({ provider, error: "denied" });
  });

  it("a callback whose state is not the cookie's, or without the cookie, is refused", async () => {
    newPerson(provider);
    const mine = await start(provider);
    const theirs = await start(provider);
    const back = await fakes[provider].consent(theirs.authorizeUrl, "agree");
    // The attacker's callback (their code and state) in the victim's browser (the victim's cookie).
    expect(await callback(back, mine)).toEqual({ provider, error: "state" });
    expect(await callback(back, { cookie: "", headers: address() })).toEqual({
      provider,
      error: "state",
    });
  });

  it("the same callback brought twice is refused the second time", async () => {
    newPerson(provider);
    const started = await start(provider);
    const back = await fakes[provider].consent(started.authorizeUrl, "agree");
    expect((await callback(back, started)).code).toBeTruthy();
    expect(await callback(back, started)).toEqual({ provider, error: "state" });
  });

  it("a state cookie older than ten minutes is refused", async () => {
    newPerson(provider);
    const started = await start(provider);
    const back = await fakes[provider].consent(started.authorizeUrl, "agree");
    now = new Date(now.getTime() + 11 * 60_000);
    expect(await callback(back, started)).toEqual({ provider, error: "state" });
  });

  it("the provider down brings the fan back with 'provider'", async () => {
    newPerson(provider);
    const started = await start(provider);
    const back = await fakes[provider].consent(started.authorizeUrl, "agree");
    fakes[provider].down = true;
    try {
      expect(await callback(back, started)).toEqual({ provider, error: "provider" });
    } finally {
      fakes[provider].down = false;
    }
  });

  it("a code the provider does not know (forged) brings the fan back with 'provider'", async () => {
    const started = await start(provider);
    const state = started.authorizeUrl.searchParams.get("state") ?? "";
    const back = new URL(`http://localhost/auth/${provider}/callback`);
    back.searchParams.set("code", "made-up-code");
    back.searchParams.set("state", state);
    expect(await callback(back, started)).toEqual({ provider, error: "provider" });
  });

  it("the one-time code works once, within 60 seconds", async () => {
    newPerson(provider);
    const first = await codeFor(provider);
    await expectBody(await complete(provider, first.code ?? ""), oauthSignupNeeded);
    await expectError(await complete(provider, first.code ?? ""), 400, "SIGN_IN_CODE_INVALID");

    const late = await codeFor(provider);
    now = new Date(now.getTime() + 61_000);
    await expectError(await complete(provider, late.code ?? ""), 400, "SIGN_IN_CODE_INVALID");
  });

  it("of parallel exchanges of one code, exactly one wins", async () => {
    newPerson(provider);
    await signUp(provider, `동시${provider}팬`);
    const { code } = await codeFor(provider);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => complete(provider, code ?? "")),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
  });
});

describe("returnTo", () => {
  it("is kept only for a path of our own", async () => {
    for (const foreign of [
      "https://evil.example/x",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "/x\r\nSet-Cookie: a=b",
    ]) {
      newPerson("kakao");
      const fields = await codeFor("kakao", `?returnTo=${encodeURIComponent(foreign)}`);
      expect(fields.code, foreign).toBeTruthy();
      expect(fields.returnTo, foreign).toBeUndefined();
    }
    newPerson("kakao");
    expect((await codeFor("kakao", "?returnTo=%2Fmy")).returnTo).toBe("/my");
  });
});

describe("first sign-in's nickname and consents", () => {
  async function ticket() {
    newPerson("naver");
    const { code } = await codeFor("naver");
    return (await expectBody(await complete("naver", code ?? ""), oauthSignupNeeded)).signupTicket;
  }
  const signup = (json: object) => t.request("/auth/naver/signup", { json });

  it("follows sign-up's nickname rules: taken, look-alike, reserved; the ticket survives a refusal", async () => {
    await buildUser(t, { nickname: "kpopfan" });
    const signupTicket = await ticket();
    await expectError(
      await signup({ signupTicket, nickname: "kpopfan", ...consents }),
      409,
      "NICKNAME_TAKEN",
    );
    await expectError(
      await signup({ signupTicket, nickname: "kp0pfan", ...consents }),
      409,
      "NICKNAME_TAKEN",
    );
    await expectError(await signup({ signupTicket, nickname: "관리자", ...consents }), 422);
    await expectBody(
      await signup({ signupTicket, nickname: "새로운팬", ...consents }),
      loginResponse,
      201,
    );
    await expectError(
      await signup({ signupTicket, nickname: "또다른팬", ...consents }),
      400,
      "SIGN_IN_CODE_INVALID",
    );
  });

  it("requires the terms and the privacy consents; the alerts one is optional", async () => {
    const signupTicket = await ticket();
    const refused = await signup({ signupTicket, nickname: "동의안함", agreeTerms: true });
    const body = (await refused.json()) as { fields?: Record<string, string> };
    expect(refused.status).toBe(422);
    expect(body.fields?.agreePrivacy).toBe("개인정보 수집·이용에 동의해 주세요.");
    await expectBody(
      await signup({ signupTicket, nickname: "동의한팬", ...consents, agreeAlerts: false }),
      loginResponse,
      201,
    );
  });

  it("a provider account with ADMIN_EMAIL's address is an ordinary fan", async () => {
    newPerson("kakao", "관리자아님", "admin@naehan.local");
    const { code } = await codeFor("kakao");
    const needed = await expectBody(await complete("kakao", code ?? ""), oauthSignupNeeded);
    const made = await expectBody(
      await t.request("/auth/kakao/signup", {
        json: { signupTicket: needed.signupTicket, nickname: "평범한팬", ...consents },
      }),
      loginResponse,
      201,
    );
    const who = await expectBody(await t.request("/api/auth/me", { token: made.accessToken }), me);
    expect(who.roles).toEqual(["ROLE_USER"]);
    expect(who.email).toBeNull();
    await expectError(
      await t.request("/api/admin/artists", { token: made.accessToken, json: {} }),
      403,
    );
  });

  it("an email account is never found through a provider's address", async () => {
    const owner = await buildUser(t);
    newPerson("naver", "같은주소", owner.email);
    const { code } = await codeFor("naver");
    await expectBody(await complete("naver", code ?? ""), oauthSignupNeeded);
  });
});

describe("linked accounts (마이페이지)", () => {
  async function link(provider: OAuthProvider, token: string) {
    const { url } = await expectBody(
      await t.request(`/api/auth/accounts/${provider}`, { method: "POST", token }),
      linkStart,
    );
    const started = await start(provider, url.slice(url.indexOf("?")));
    const back = await fakes[provider].consent(started.authorizeUrl, "agree");
    return callback(back, started);
  }
  const accounts = async (token: string) =>
    expectBody(await t.request("/api/auth/accounts", { token }), linkedAccounts);

  it("an email account links Kakao by proving it, then signs in with it; unlinks it again", async () => {
    const fan = await buildUser(t);
    newPerson("kakao");
    expect(await link("kakao", fan.token)).toEqual({
      provider: "kakao",
      result: "linked",
      mode: "link",
    });
    const listed = await accounts(fan.token);
    expect(listed.passwordEmail).toBe(fan.email);
    expect(listed.providers.map((p) => p.provider)).toEqual(["kakao"]);

    const { code } = await codeFor("kakao");
    expect((await expectBody(await complete("kakao", code ?? ""), loginResponse)).id).toBe(fan.id);

    const out = await t.request("/api/auth/accounts/kakao", { method: "DELETE", token: fan.token });
    expect(out.status).toBe(204);
    expect((await accounts(fan.token)).providers).toEqual([]);
  });

  it("a provider account linked to another fan stays there", async () => {
    const first = await buildUser(t);
    const second = await buildUser(t);
    newPerson("naver");
    expect((await link("naver", first.token)).result).toBe("linked");
    expect(await link("naver", second.token)).toEqual({
      provider: "naver",
      error: "linkedElsewhere",
      mode: "link",
    });
    expect((await accounts(second.token)).providers).toEqual([]);
  });

  it("a link address is good for 60 seconds and for its provider only", async () => {
    const fan = await buildUser(t);
    const { url } = await expectBody(
      await t.request("/api/auth/accounts/kakao", { method: "POST", token: fan.token }),
      linkStart,
    );
    const ticket = url.slice(url.indexOf("?"));
    const wrong = await t.request(`/auth/naver${ticket}`, { headers: address() });
    expect(new URL(wrong.headers.get("location") ?? "", "http://x").hash).toBe(
      "#provider=naver&error=state&mode=link",
    );
    now = new Date(now.getTime() + 61_000);
    const late = await t.request(`/auth/kakao${ticket}`, { headers: address() });
    expect(new URL(late.headers.get("location") ?? "", "http://x").hash).toContain("error=state");
  });

  it("the last way to sign in cannot be unlinked, even by two unlinks at once", async () => {
    newPerson("kakao");
    const made = await signUp("kakao", "둘다연결");
    newPerson("naver");
    expect((await link("naver", made.accessToken)).result).toBe("linked");
    const both = await Promise.all(
      (["kakao", "naver"] as const).map((p) =>
        t.request(`/api/auth/accounts/${p}`, { method: "DELETE", token: made.accessToken }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([204, 409]);
    const last = (await accounts(made.accessToken)).providers[0]?.provider ?? "kakao";
    await expectError(
      await t.request(`/api/auth/accounts/${last}`, { method: "DELETE", token: made.accessToken }),
      409,
      "LAST_SIGN_IN_WAY",
    );
  });

  it("a provider-made account sets a password once, then logs in with email too and may unlink", async () => {
    newPerson("kakao");
    const made = await signUp("kakao", "비번설정");
    const email = `set${personSeq}@example.com`;
    const body = { email, newPassword: "provider-pass-1!", confirmPassword: "provider-pass-1!" };
    const set = await t.request("/api/auth/password/set", { token: made.accessToken, json: body });
    expect(set.status, await set.clone().text()).toBe(204);
    await expectError(
      await t.request("/api/auth/password/set", { token: made.accessToken, json: body }),
      409,
      "PASSWORD_EXISTS",
    );
    const login = await t.request("/api/auth/login", {
      json: { email, password: "provider-pass-1!" },
      headers: address(),
    });
    expect((await expectBody(login, loginResponse)).id).toBe(made.id);
    expect((await accounts(made.accessToken)).passwordEmail).toBe(email);
    const out = await t.request("/api/auth/accounts/kakao", {
      method: "DELETE",
      token: made.accessToken,
    });
    expect(out.status).toBe(204);
  });
});

describe("providers without keys", () => {
  it("are not offered, and their routes are 404", async () => {
    const bare = await createTestApp();
    try {
      const listed = await expectBody(await bare.request("/api/auth/providers"), authProviders);
      expect(listed.providers).toEqual([]);
      await expectError(await bare.request("/auth/kakao"), 404);
    } finally {
      await bare.close();
    }
    expect(
      (await expectBody(await t.request("/api/auth/providers"), authProviders)).providers,
    ).toEqual(["kakao", "naver"]);
  });
});
