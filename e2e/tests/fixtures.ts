// The journeys' `test`: each spec file talks to a server of its own (started over a copy of the
// template DATA_DIR), and a journey that is not about signing in starts signed in, with the session
// made through the API and handed to the browser as storage state.
import { type APIRequestContext, type Page, test as base, expect } from "@playwright/test";
import { type FakePushService, startFakePushService } from "@naehan/server/testing";
import { ADMIN, type AppServer, startServerFromTemplate } from "../lib/app-server";

export { expect };

export interface SessionUser {
  email: string;
  nickname: string;
  password: string;
}

interface Session {
  user: SessionUser;
  accessToken: string;
  refreshToken: string;
  nickname: string;
}

interface StorageState {
  cookies: never[];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

let counter = 0;

/** A new fan's account details, unique across the run. */
export function newFan(prefix = "팬"): SessionUser {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${process.pid.toString(36)}`;
  return {
    email: `${id}@example.com`,
    nickname: `${prefix}${id}`.slice(0, 20),
    password: "secret-pass1!",
  };
}

/** Signs the user up (unless they exist) and logs them in through the API. */
export async function apiSession(
  request: APIRequestContext,
  user: SessionUser,
  { signUp = true } = {},
): Promise<Session> {
  if (signUp) {
    const signup = await request.post("/api/auth/signup", {
      data: { ...user, confirmPassword: user.password },
    });
    if (signup.status() !== 201) {
      throw new Error(`sign-up failed: ${signup.status()} ${await signup.text()}`);
    }
  }
  const login = await request.post("/api/auth/login", {
    data: { email: user.email, password: user.password },
  });
  if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
  const body = (await login.json()) as {
    accessToken: string;
    refreshToken: string;
    nickname: string;
  };
  return { user, ...body };
}

/** The browser storage the web app keeps a session in, for `browser.newContext({ storageState })`. */
export function storageStateFor(baseURL: string, session: Session): StorageState {
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(baseURL).origin,
        localStorage: [
          { name: "token", value: session.accessToken },
          { name: "refreshToken", value: session.refreshToken },
          { name: "nickname", value: session.nickname },
        ],
      },
    ],
  };
}

/** A toast with exactly this text (the app's live region for short messages). */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("status", { name: "알림" }).getByText(text, { exact: true });

/** The in-app question (confirm) on screen. */
export const question = (page: Page, text: string) => page.getByRole("alertdialog", { name: text });

/** The access token the page's app holds. */
export const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem("token"));

interface Fixtures {
  /** Who the journey starts as: nobody (default), a new fan, or the configured admin. */
  signedInAs: "nobody" | "fan" | "admin";
  /** The session the page starts with (null for `nobody`). */
  session: Session | null;
  /** The signed-in user (throws for `nobody`). */
  user: SessionUser;
  /** `Authorization` header of the signed-in user, for API calls a journey makes on the side. */
  auth: { authorization: string };
}

interface WorkerFixtures {
  /**
   * This worker's server for the spec file it is running: each file has one of its own, started
   * over a fresh copy of the template DATA_DIR while the file before it ran.
   */
  servers: { forFile(file: string): Promise<AppServer> };
  /**
   * A Web Push service over HTTPS on 127.0.0.1 (apps/server/src/test/fake-push-service.ts); the
   * worker's servers trust its certificate through NODE_EXTRA_CA_CERTS, as real ones are HTTPS,
   * and take it as a push service (PUSH_SERVICE_HOSTS).
   */
  pushService: FakePushService;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  // The app asks and tells in dialogs and toasts of its own: a browser alert or confirm is a bug.
  page: async ({ page }, use) => {
    const native: string[] = [];
    page.on("dialog", (dialog) => {
      native.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await use(page);
    expect(native, "native alert() or confirm()").toEqual([]);
  },
  pushService: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const service = await startFakePushService();
      await use(service);
      await service.close();
    },
    { scope: "worker" },
  ],
  servers: [
    async ({ pushService }, use) => {
      const start = () =>
        startServerFromTemplate({
          NODE_EXTRA_CA_CERTS: pushService.certPath,
          PUSH_SERVICE_HOSTS: pushService.host,
        });
      const state: {
        current: { file: string; server: AppServer } | null;
        /**
         * The next file's server, started while this file's journeys run (the browser waits on
         * the page often enough to leave a core for it): a file then starts without a boot.
         */
        spare: Promise<AppServer> | null;
      } = { current: null, spare: null };
      const stopping: Promise<void>[] = [];
      await use({
        async forFile(file) {
          if (state.current?.file === file) return state.current.server;
          // The last file's server stops while this one's starts being used.
          if (state.current) stopping.push(state.current.server.stop());
          state.current = null;
          const server = await (state.spare ?? start());
          state.spare = start();
          // A spare that failed to start fails the file that takes it, not the one running now.
          state.spare.catch(() => undefined);
          state.current = { file, server };
          return server;
        },
      });
      await state.current?.server.stop();
      await Promise.all(stopping);
      const unused = await state.spare?.catch(() => null);
      await unused?.stop();
    },
    { scope: "worker" },
  ],
  // A server start is not part of a journey's 30 s.
  baseURL: [
    async ({ servers }, use, testInfo) => use((await servers.forFile(testInfo.file)).baseURL),
    { scope: "test", timeout: 120_000 },
  ],
  signedInAs: ["nobody", { option: true }],
  session: async ({ signedInAs, playwright, baseURL }, use) => {
    if (signedInAs === "nobody") return use(null);
    const request = await playwright.request.newContext({ baseURL });
    const session =
      signedInAs === "admin"
        ? await apiSession(request, { ...ADMIN, nickname: "" }, { signUp: false })
        : await apiSession(request, newFan());
    await request.dispose();
    await use(session);
  },
  storageState: async ({ session, baseURL, storageState }, use) =>
    use(session ? storageStateFor(baseURL!, session) : storageState),
  user: async ({ session }, use) => {
    if (!session) throw new Error("this journey starts signed out: test.use({ signedInAs: … })");
    await use(session.user);
  },
  auth: async ({ session }, use) => {
    if (!session) throw new Error("this journey starts signed out: test.use({ signedInAs: … })");
    await use({ authorization: `Bearer ${session.accessToken}` });
  },
});
