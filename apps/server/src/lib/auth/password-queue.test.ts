import { rmSync } from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_LIMITS } from "../../modules/auth/auth.routes";
import { type TestApp, createTestApp, expectError } from "../../test/app";
import { copyOfEmptyDataDir } from "../../test/data-dir";
import {
  type ServerProcess,
  startServerProcess,
  stopServerProcesses,
} from "../../test/server-process";
import { TEST_PASSWORD, buildUser } from "../../test/users";
import {
  type PasswordHasher,
  type PasswordQueue,
  type PasswordQueueSize,
  lowCostArgon2Hasher,
  passwordQueueSize,
  passwordQueue,
} from "./password";

/**
 * A hasher whose every call waits until the test lets it go: the queue stays full meanwhile. It
 * notes the password of each verification in the order the queue hands them over.
 */
function gatedHasher() {
  const waiting: (() => void)[] = [];
  const verified: string[] = [];
  const watchers: { count: number; resolve: () => void }[] = [];
  let open = false;
  const gate = () => {
    if (open) return Promise.resolve();
    const held = new Promise<void>((resolve) => waiting.push(resolve));
    for (const watcher of watchers.filter((w) => w.count <= waiting.length)) watcher.resolve();
    return held;
  };
  const hasher: PasswordHasher = {
    hash: async (password) => {
      await gate();
      return lowCostArgon2Hasher.hash(password);
    },
    verify: async (hash, password) => {
      verified.push(password);
      await gate();
      return lowCostArgon2Hasher.verify(hash, password);
    },
  };
  return {
    hasher,
    verified,
    /** Resolves once `count` calls are held at the gate. */
    holding: (count: number) =>
      new Promise<void>((resolve) => {
        if (waiting.length >= count) resolve();
        else watchers.push({ count, resolve });
      }),
    open: () => {
      open = true;
      waiting.splice(0).forEach((go) => go());
    },
    close: () => {
      open = false;
    },
  };
}

/**
 * The queue with a count of the turns asked for: a turn takes its place (running or in line)
 * before `hash` or `verify` returns its promise, so once `asked(n)` resolves, n requests hold a
 * place, however slowly each one got there (its rate-limit reads come first).
 */
function counted(queue: PasswordQueue) {
  let count = 0;
  const watchers: { n: number; resolve: () => void }[] = [];
  const note = () => {
    count += 1;
    for (const w of watchers.filter((w) => w.n <= count)) w.resolve();
  };
  return {
    queue: {
      for: (sender) => {
        const inner = queue.for(sender);
        return {
          hash: (password) => {
            const turn = inner.hash(password);
            note();
            return turn;
          },
          verify: (hash, password) => {
            const turn = inner.verify(hash, password);
            note();
            return turn;
          },
        };
      },
    } satisfies PasswordQueue,
    asked: (n: number) =>
      new Promise<void>((resolve) => {
        if (count >= n) resolve();
        else watchers.push({ n, resolve });
      }),
  };
}

const apps: TestApp[] = [];
// Each test's apps close with it: their databases and jobs must not share the machine with the
// real server's flood below.
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});

/** An app whose hashing queue has the given size, in front of a gated hasher. */
async function gatedApp(size: PasswordQueueSize) {
  const gated = gatedHasher();
  const queue = counted(passwordQueue(gated.hasher, size));
  const t = await createTestApp("empty", { passwords: queue.queue });
  apps.push(t);
  const login = (from: string, email: string, password = "whatever-1") =>
    t.request("/api/auth/login", {
      json: { email, password },
      headers: { "x-test-client-ip": from },
    });
  return { t, gated, login, asked: queue.asked };
}

describe("password hashing queue (finding 1)", () => {
  it("answers 503 BUSY with Retry-After when full, while public reads still answer", async () => {
    const { t, gated, login, asked } = await gatedApp({
      concurrency: 1,
      maxWaiting: 1,
      perSender: 2,
      kept: 0,
    });
    // One running, one waiting: the queue is full. Both must hold their places before the third
    // comes, or the third would take the second's (a slow rate-limit read on PostgreSQL did that).
    const inFlight = [
      login("10.9.0.1", "queued1@example.com"),
      login("10.9.0.2", "q2@example.com"),
    ];
    await Promise.all([gated.holding(1), asked(2)]);

    const busy = await login("10.9.0.3", "queued3@example.com");
    expect(Number(busy.headers.get("retry-after"))).toBeGreaterThan(0);
    const error = await expectError(busy, 503, "BUSY");
    expect(error.message).toMatch(/[가-힣]/);

    const signup = await t.request("/api/auth/signup", {
      json: {
        email: "queued-signup@example.com",
        nickname: "queuedfan",
        password: "Passw0rd!queue",
        confirmPassword: "Passw0rd!queue",
      },
      headers: { "x-test-client-ip": "10.9.0.4" },
    });
    await expectError(signup, 503, "BUSY");

    const read = await t.request("/api/artists");
    expect(read.status).toBe(200);

    gated.open();
    const statuses = await Promise.all(inFlight.map((r) => r.then((res) => res.status)));
    expect(statuses).toEqual([401, 401]);
  });
});

describe("the queue's fair shares (review 2026-11-27, M3)", () => {
  it("gives one address at most two turns; other addresses still get theirs", async () => {
    const { gated, login } = await gatedApp({
      concurrency: 2,
      maxWaiting: 8,
      perSender: 2,
      kept: 0,
    });
    const flooder = "2001:db8:77:1::1";
    const held = [login(flooder, "f1@example.com"), login(flooder, "f2@example.com")];
    await gated.holding(2);
    // The same /64 from another host of it is the same sender.
    await expectError(await login("2001:db8:77:1::beef", "f3@example.com"), 503, "BUSY");
    const other = login("198.51.100.9", "other@example.com");
    gated.open();
    const statuses = await Promise.all([...held, other].map((r) => r.then((res) => res.status)));
    expect(statuses).toEqual([401, 401, 401]);
  });

  it("keeps places for an account signed in before from the same address, served first", async () => {
    const { t, gated, login } = await gatedApp({
      concurrency: 1,
      maxWaiting: 3,
      perSender: 2,
      kept: 1,
    });
    const fan = await buildUser(t);
    gated.open();
    expect((await login("203.0.113.5", fan.email, TEST_PASSWORD)).status).toBe(200);
    gated.close();
    gated.verified.splice(0);

    // Strangers from many networks, one login each: three places are open to them, then 503.
    const flood = Array.from({ length: 12 }, (_, i) =>
      login(`2001:db8:${i + 1}::1`, `nobody${i}@example.com`, `stranger-${i}`),
    );
    await new Promise<void>((resolve) => {
      for (const r of flood) void r.then((res) => res.status === 503 && resolve());
    });
    const fanLogin = login("203.0.113.5", fan.email, TEST_PASSWORD);
    // A later stranger is still refused, once the fan's login has reached the queue before it.
    await expectError(await login("2001:db8:999::1", "late@example.com"), 503, "BUSY");
    gated.open();

    expect((await fanLogin).status).toBe(200);
    const statuses = await Promise.all(flood.map((r) => r.then((res) => res.status)));
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 503)).toHaveLength(9);
    // The fan's turn came right after the stranger already running, before the two waiting.
    expect(gated.verified).toHaveLength(4);
    expect(gated.verified[1]).toBe(TEST_PASSWORD);
  });

  it("counts a refusal for a full queue against the sender's login limit", async () => {
    const { gated, login } = await gatedApp({
      concurrency: 1,
      maxWaiting: 0,
      perSender: 2,
      kept: 0,
    });
    const holder = login("192.0.2.1", "holder@example.com");
    await gated.holding(1);
    const flooder = "192.0.2.66";
    for (let i = 0; i < LOGIN_LIMITS.address.max; i++) {
      await expectError(await login(flooder, `guess${i}@example.com`), 503, "BUSY");
    }
    await expectError(await login(flooder, "one-more@example.com"), 429, "RATE_LIMITED");
    gated.open();
    expect((await holder).status).toBe(401);
  });
});

/**
 * The review's flood, as real parallel requests against a real server process (argon2 at full
 * cost, the queue sized from this machine's cores), behind a trusted proxy so that each request
 * picks its client address.
 */
describe("a login flood against a real server (review 2026-11-27, M3)", () => {
  let server: ServerProcess;
  let dataDir = "";
  const password = "Passw0rd!flood";

  beforeAll(async () => {
    dataDir = copyOfEmptyDataDir();
    server = await startServerProcess({
      DATA_DIR: dataDir,
      NO_DEMO_DATA: "1",
      TRUST_PROXY: "1",
      ADMIN_EMAIL: "admin@flood.example",
      ADMIN_PASSWORD: "admin-flood-password-1",
    });
  });

  afterAll(async () => {
    await stopServerProcesses();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (path: string, body: unknown, from: string) =>
    fetch(server.base + path, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from },
      body: JSON.stringify(body),
    });
  const login = (email: string, secret: string, from: string) =>
    post("/api/auth/login", { email, password: secret }, from);

  async function signUp(name: string, from: string): Promise<string> {
    const email = `${name}@flood.example`;
    const body = { email, nickname: name, password, confirmPassword: password };
    const response = await post("/api/auth/signup", body, from);
    expect(response.status, await response.clone().text()).toBe(201);
    return email;
  }

  const statuses = (answers: Promise<Response>[]) =>
    Promise.all(answers.map((answer) => answer.then((r) => r.status)));

  /**
   * The review's flood, kept up: `size` logins in flight at once, each for an unknown email from a
   * /64 of its own, until stopped. `busy` resolves at the first 503: the queue is full from then on.
   */
  function flood(size: number) {
    let stopped = false;
    let sent = 0;
    const answers: number[] = [];
    let full = () => {};
    const busy = new Promise<void>((resolve) => (full = resolve));
    const sender = async () => {
      while (!stopped) {
        const n = ++sent;
        const answer = await login(
          `nobody${n}@flood.example`,
          "wrong",
          `2001:db8:${n.toString(16)}::1`,
        );
        await answer.arrayBuffer();
        answers.push(answer.status);
        if (answer.status === 503) full();
      }
    };
    const senders = Array.from({ length: size }, sender);
    return {
      busy,
      async stop() {
        stopped = true;
        await Promise.all(senders);
        return answers;
      },
    };
  }

  it("signs a fan in from where they signed in before while the /64s of a flood fill the queue", async () => {
    const home = "203.0.113.20";
    const email = await signUp("floodfan", home);
    expect((await login(email, password, home)).status).toBe(200);

    // More strangers than the places they may take on this machine's queue (the server sizes it
    // from the same cores), so it stays full; not so many more that the flood's own refusals,
    // each counted in the database, keep the fan's login waiting on the database instead.
    const { concurrency, maxWaiting, kept } = passwordQueueSize();
    const strangers = flood(concurrency + maxWaiting - kept + 16);
    await strangers.busy;
    const answer = await login(email, password, home);
    const flooded = await strangers.stop();
    expect(answer.status, await answer.text()).toBe(200);
    expect(flooded.every((s) => s === 401 || s === 503)).toBe(true);
  });

  it("refuses a flooding address its own requests while others are served", async () => {
    const fans = await Promise.all(
      [1, 2, 3].map((n) => signUp(`servedfan${n}`, `198.51.100.${40 + n}`)),
    );
    const flooder = "2001:db8:dead:1::1";
    const flood = Array.from({ length: 30 }, (_, i) =>
      login(`guess${i}@flood.example`, "wrong-password", flooder),
    );
    const others = fans.map((email, i) => login(email, password, `198.51.100.${50 + i}`));

    expect(await statuses(others)).toEqual([200, 200, 200]);
    const flooded = await statuses(flood);
    expect(flooded.every((s) => s === 401 || s === 429 || s === 503)).toBe(true);
    expect(flooded.filter((s) => s === 503).length).toBeGreaterThan(0);
    // Every refusal was counted: the address has spent its login budget.
    expect((await login(fans[0] ?? "", password, flooder)).status).toBe(429);
  });
});
