import { loginResponse, refreshResponse } from "@naehan/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscriptions } from "../../db/schema";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { TEST_PASSWORD, type TestUser, buildUser } from "../../test/users";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addresses = 0;
const login = async (email: string, password = TEST_PASSWORD) =>
  expectBody(
    await t.request("/api/auth/login", {
      json: { email, password },
      headers: { "x-test-client-ip": `10.50.0.${++addresses}` },
    }),
    loginResponse,
  );

type Session = Awaited<ReturnType<typeof login>>;
const me = (session: Session) => t.request("/api/auth/me", { token: session.accessToken });
const refresh = (session: Session) =>
  t.request("/auth/refresh", { json: { refreshToken: session.refreshToken } });

async function twoDevices(): Promise<{ user: TestUser; phone: Session; laptop: Session }> {
  const user = await buildUser(t);
  return { user, phone: await login(user.email), laptop: await login(user.email) };
}

describe("logout ends that session's access token too (finding 17)", () => {
  it("refuses the logged-out device's access token at once; other devices stay signed in", async () => {
    const { phone, laptop } = await twoDevices();
    expect((await me(phone)).status).toBe(200);
    const out = await t.request("/api/auth/logout", {
      json: { refreshToken: phone.refreshToken },
    });
    expect(out.status).toBe(204);
    await expectError(await me(phone), 401);
    expect((await me(laptop)).status).toBe(200);
    await expectBody(await refresh(laptop), refreshResponse);
  });
});

describe("change password (finding 3)", () => {
  it("keeps this session and ends every other one, access tokens included", async () => {
    const { user, phone, laptop } = await twoDevices();
    const changed = await t.request("/api/auth/password", {
      token: phone.accessToken,
      json: {
        currentPassword: TEST_PASSWORD,
        newPassword: "a-new-password-2!",
        confirmPassword: "a-new-password-2!",
      },
    });
    expect(changed.status, await changed.clone().text()).toBe(204);
    await expectError(await me(laptop), 401);
    await expectError(await refresh(laptop), 401);
    expect((await me(phone)).status).toBe(200);
    await expectBody(await refresh(phone), refreshResponse);
    await login(user.email, "a-new-password-2!");
    await expectError(
      await t.request("/api/auth/login", {
        json: { email: user.email, password: TEST_PASSWORD },
        headers: { "x-test-client-ip": "10.51.0.1" },
      }),
      401,
    );
  });

  it("needs the current password (422 on the field), and a valid new one", async () => {
    const { phone } = await twoDevices();
    const wrong = await expectError(
      await t.request("/api/auth/password", {
        token: phone.accessToken,
        json: {
          currentPassword: "not-my-password",
          newPassword: "a-new-password-2!",
          confirmPassword: "a-new-password-2!",
        },
      }),
      422,
    );
    expect(wrong.fields?.currentPassword).toMatch(/현재 비밀번호/);
    const short = await expectError(
      await t.request("/api/auth/password", {
        token: phone.accessToken,
        json: { currentPassword: TEST_PASSWORD, newPassword: "short", confirmPassword: "short" },
      }),
      422,
    );
    expect(short.fields?.newPassword).toBe("비밀번호는 최소 8자 이상이어야 합니다.");
    expect((await me(phone)).status).toBe(200);
  });
});

describe("log out everywhere (finding 3)", () => {
  it("ends every session of the account, this one included", async () => {
    const { phone, laptop } = await twoDevices();
    const out = await t.request("/api/auth/logout-all", {
      method: "POST",
      token: phone.accessToken,
    });
    expect(out.status).toBe(204);
    for (const session of [phone, laptop]) {
      await expectError(await me(session), 401);
      await expectError(await refresh(session), 401);
    }
  });
});

describe("a spent refresh token presented again after the grace window (finding 11)", () => {
  it("revokes the session, the winner's new tokens included", async () => {
    const strict = await createTestApp("empty", { config: { refreshGraceSeconds: 0 } });
    try {
      const user = await buildUser(strict);
      const session = await expectBody(
        await strict.request("/api/auth/login", {
          json: { email: user.email, password: TEST_PASSWORD },
          headers: { "x-test-client-ip": "10.52.0.1" },
        }),
        loginResponse,
      );
      const winner = await expectBody(
        await strict.request("/auth/refresh", { json: { refreshToken: session.refreshToken } }),
        refreshResponse,
      );
      await expectError(
        await strict.request("/auth/refresh", { json: { refreshToken: session.refreshToken } }),
        401,
      );
      await expectError(
        await strict.request("/auth/refresh", { json: { refreshToken: winner.refreshToken } }),
        401,
      );
      await expectError(await strict.request("/api/auth/me", { token: winner.accessToken }), 401);
    } finally {
      await strict.close();
    }
  });
});

describe("what else a session holds (L1)", () => {
  let device = 0;
  /** Subscribes a device of this session to push alerts; its endpoint. */
  const subscribeDevice = async (session: Session) => {
    const endpoint = `https://fcm.googleapis.com/fcm/send/session-device-${++device}`;
    const answer = await t.request("/api/push/subscriptions", {
      token: session.accessToken,
      json: {
        endpoint,
        keys: {
          p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, device)]).toString("base64url"),
          auth: Buffer.alloc(16, device).toString("base64url"),
        },
      },
    });
    expect(answer.status).toBe(201);
    return endpoint;
  };
  const devicesOf = async (user: TestUser) =>
    (
      await t.db.db
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, user.id))
    )
      .map((row) => row.endpoint)
      .sort();
  const feedUrl = async (session: Session) => {
    const answer = await t.request("/api/favorites/calendar", { token: session.accessToken });
    const { url } = (await answer.json()) as { url: string };
    return new URL(url, "http://localhost").pathname + new URL(url, "http://localhost").search;
  };
  const feed = async (path: string) => (await t.request(path)).status;

  it("a password change ends the calendar URL and the other sessions' push subscriptions; this device keeps its own", async () => {
    const { user, phone, laptop } = await twoDevices();
    const [phoneDevice, laptopDevice] = [
      await subscribeDevice(phone),
      await subscribeDevice(laptop),
    ];
    expect(await devicesOf(user)).toEqual([phoneDevice, laptopDevice].sort());
    const oldFeed = await feedUrl(phone);
    expect(await feed(oldFeed)).toBe(200);

    const changed = await t.request("/api/auth/password", {
      token: phone.accessToken,
      json: {
        currentPassword: TEST_PASSWORD,
        newPassword: "a-new-password-3!",
        confirmPassword: "a-new-password-3!",
      },
    });
    expect(changed.status).toBe(204);
    expect(await feed(oldFeed)).toBe(404);
    expect(await devicesOf(user)).toEqual([phoneDevice]);
    // A new calendar URL is there when this session asks for it.
    const newFeed = await feedUrl(phone);
    expect(newFeed).not.toBe(oldFeed);
    expect(await feed(newFeed)).toBe(200);
  });

  it("log out everywhere ends the calendar URL and every device's push subscriptions", async () => {
    const { user, phone, laptop } = await twoDevices();
    await subscribeDevice(phone);
    await subscribeDevice(laptop);
    const oldFeed = await feedUrl(laptop);
    const out = await t.request("/api/auth/logout-all", {
      method: "POST",
      token: phone.accessToken,
    });
    expect(out.status).toBe(204);
    expect(await feed(oldFeed)).toBe(404);
    expect(await devicesOf(user)).toEqual([]);
  });

  it("logging out one session ends that device's push subscription only", async () => {
    const { user, phone, laptop } = await twoDevices();
    await subscribeDevice(phone);
    const laptopDevice = await subscribeDevice(laptop);
    const out = await t.request("/api/auth/logout", { json: { refreshToken: phone.refreshToken } });
    expect(out.status).toBe(204);
    expect(await devicesOf(user)).toEqual([laptopDevice]);
  });
});
