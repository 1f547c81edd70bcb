// The journeys' `test`: each spec file talks to a server of its own (started over a copy of the
// template DATA_DIR), or shares one with files whose writes it cannot see (`server`); a journey
// that is not about signing in starts signed in, with the session made through the API and handed
// to the browser as storage state.
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

type ServerGroup = "own" | "visitors" | "fans";

interface Fixtures {
  /**
   * Whose server the file's journeys use (`test.use({ server: … })` at the top of the file):
   * - `own` (default): one of its own, for a file that writes what other files read (the
   *   admin's catalogue, posts on a board) or reads what it wrote itself;
   * - `visitors`: one shared by the files that look as a visitor and write nothing; a sign-in, or
   *   a write from one of their pages, fails the journey;
   * - `fans`: one shared by the files whose fans change only their own things (account,
   *   favourites, alarms); no admin. They share the 10 sign-ups an address may make in an hour.
   */
  server: ServerGroup;
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
   * This worker's server for the spec file it is running: each file has one of its own, or its
   * group's (`server`), started over a fresh copy of the template DATA_DIR while the file before
   * it ran.
   */
  servers: { forFile(file: string, group: ServerGroup): Promise<AppServer> };
  /**
   * A Web Push service over HTTPS on 127.0.0.1 (apps/server/src/test/fake-push-service.ts); the
   * worker's servers trust its certificate through NODE_EXTRA_CA_CERTS, as real ones are HTTPS,
   * and take it as a push service (PUSH_SERVICE_HOSTS).
   */
  pushService: FakePushService;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  // The app asks and tells in dialogs and toasts of its own: a browser alert or confirm is a bug.
  page: async ({ page, server, baseURL }, use) => {
    const native: string[] = [];
    page.on("dialog", (dialog) => {
      native.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    // The visitors' files share a server on the understanding that they write nothing.
    const writes: string[] = [];
    if (server === "visitors") {
      const origin = new URL(baseURL!).origin;
      page.context().on("request", (request) => {
        const method = request.method();
        if (method !== "GET" && method !== "HEAD" && request.url().startsWith(origin)) {
          writes.push(`${method} ${request.url()}`);
        }
      });
    }
    await use(page);
    expect(native, "native alert() or confirm()").toEqual([]);
    expect(writes, "writes from a page on the visitors' shared server").toEqual([]);
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
        /** Each group's shared server, from the group's first file to the end. */
        shared: Map<ServerGroup, Promise<AppServer>>;
        /**
         * The next file's server, started while this file's journeys run (the browser waits on
         * the page often enough to leave a core for it): a file then starts without a boot.
         */
        spare: Promise<AppServer> | null;
      } = { current: null, shared: new Map(), spare: null };
      const stopping: Promise<void>[] = [];
      const take = async () => {
        const server = await (state.spare ?? start());
        state.spare = start();
        // A spare that failed to start fails the file that takes it, not the one running now.
        state.spare.catch(() => undefined);
        return server;
      };
      await use({
        async forFile(file, group) {
          if (state.current?.file === file) return state.current.server;
          // The last file's server stops while this one's starts being used.
          if (state.current) stopping.push(state.current.server.stop());
          state.current = null;
          if (group !== "own") {
            const shared = state.shared.get(group) ?? take();
            state.shared.set(group, shared);
            return shared;
          }
          const server = await take();
          state.current = { file, server };
          return server;
        },
      });
      await state.current?.server.stop();
      await Promise.all(stopping);
      for (const server of [...state.shared.values(), state.spare])
        await (await server?.catch(() => null))?.stop();
    },
    { scope: "worker" },
  ],
  // A server start is not part of a journey's 30 s.
  baseURL: [
    async ({ servers, server }, use, testInfo) =>
      use((await servers.forFile(testInfo.file, server)).baseURL),
    { scope: "test", timeout: 120_000 },
  ],
  server: ["own", { option: true }],
  signedInAs: ["nobody", { option: true }],
  session: async ({ signedInAs, server, playwright, baseURL }, use) => {
    if (signedInAs === "nobody") return use(null);
    if (server === "visitors" || (server === "fans" && signedInAs === "admin")) {
      throw new Error(`signed in as ${signedInAs} on the ${server}' shared server`);
    }
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
