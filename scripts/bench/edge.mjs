// npm run bench:edge [seconds] — a ticket-day rush served by an edge cache in front of cheap
// servers: Varnish (deploy/varnish/naehan.vcl) in front of two instances on one PostgreSQL
// database, as docs/deploy.md describes production. The same mix runs twice for the same time:
// against the two instances alone (round robin), then through the edge, where an admin adds a
// ticket round and changes a concert's prices while it runs. Most fans are anonymous on the
// concert page and the home page; signed-in fans tap hearts, read their inbox and the board, and
// post. Prints req/s of each run (and their ratio), the share of anonymous reads the edge
// answered, p99, the instances' CPU per request, and how long after each admin write the edge
// still served the old data. Needs varnishd with varnish-modules (xkey) and the PostgreSQL server
// of the other benches.
import { Agent } from "node:http";
import { buildIfStale } from "../lib.mjs";
import { startVarnish } from "../../apps/server/src/test/varnish.ts";
import { nextAddress, pick, prepareFans, send as sendOnce } from "./resilience-load.mjs";
import {
  createPgDatabase,
  freePort,
  loadAverage,
  measureCeiling,
  perRequest,
  startCpuMeter,
  startServer,
} from "./servers.mjs";

const DURATION_S = Number(process.argv[2] ?? process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
/** One request in this many is a signed-in fan's (hearts, inbox, board, a post now and then). */
const SIGNED_IN_EVERY = 10;
/** Enough fans that each taps and posts within the per-account limits, as real fans do. */
const FANS = 300;
const WARM_UP_S = 5;
const ADMIN = { email: "admin@edge-bench.example", password: "edge-bench-admin-password" };
const GOALS = { edgeShare: 0.95, stalenessMs: 1000, speedup: 10 };

const agent = new Agent({ keepAlive: true, maxSockets: 4096 });

/** One request (resilience-load.mjs's client): { status, edge, body, ms }; status 0 without answer. */
async function send(url, options = {}) {
  const started = performance.now();
  try {
    const res = await sendOnce(url, { ...options, agent, parse: false });
    return { status: res.status, edge: res.headers["x-edge"] ?? null, body: res.text, ms: res.ms };
  } catch {
    return { status: 0, edge: null, body: "", ms: performance.now() - started };
  }
}

async function login(base, email, password) {
  const res = await send(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "x-forwarded-for": nextAddress() },
    json: { email, password },
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${res.body}`);
  return JSON.parse(res.body).accessToken;
}

/** What anonymous fans open, weighted: the hot concert's page most of all. */
function anonymousPath({ hot, concerts }) {
  const roll = Math.random();
  if (roll < 0.3) return `/concert/${hot}`;
  if (roll < 0.5) return `/api/new-concerts/${hot}`;
  if (roll < 0.6) return `/api/new-concerts/${hot}/ticket-rounds`;
  if (roll < 0.75) return "/";
  if (roll < 0.85) return "/api/new-concerts?limit=20";
  if (roll < 0.95) return `/api/new-concerts/${pick(concerts)}`;
  return "/api/ticket-rounds/upcoming";
}

async function signedInAction(base, catalogue, fan, record) {
  const headers = { authorization: `Bearer ${fan.token}`, "x-forwarded-for": fan.address };
  const roll = Math.random();
  let res;
  if (roll < 0.4) {
    const id = pick(catalogue.concerts);
    res = await send(`${base}/api/favorites/concert/${id}`, { method: "POST", headers });
    if (res.status === 409) res = { ...res, status: 200 }; // already a favourite: fine
  } else if (roll < 0.6) {
    res = await send(`${base}/api/notifications`, { headers });
  } else if (roll < 0.9 || fan.posts.length >= 4) {
    res = await send(`${base}/api/articles/artist/${catalogue.hotArtist}`, { headers });
  } else {
    fan.posts.push(null);
    res = await send(`${base}/api/articles`, {
      method: "POST",
      headers,
      json: { artistId: catalogue.hotArtist, title: "티켓팅 성공!", content: "다들 화이팅" },
    });
  }
  record(res, false);
}

/** Keeps CONNECTIONS seats busy against `bases` (round robin) for `seconds`. */
async function rush(bases, catalogue, fans, { during, seconds = DURATION_S } = {}) {
  const stats = { requests: 0, errors: 0, anonymous: 0, edgeHits: 0, latencies: [], statuses: {} };
  const record = (res, anonymous) => {
    stats.requests++;
    stats.latencies.push(res.ms);
    stats.statuses[res.status] = (stats.statuses[res.status] ?? 0) + 1;
    if (res.status < 200 || res.status >= 400) stats.errors++;
    if (anonymous) {
      stats.anonymous++;
      if (res.edge === "hit") stats.edgeHits++;
    }
  };
  const until = performance.now() + seconds * 1000;
  let turn = 0;
  const seat = async () => {
    while (performance.now() < until) {
      const base = bases[turn++ % bases.length];
      if (turn % SIGNED_IN_EVERY === 0) await signedInAction(base, catalogue, pick(fans), record);
      else
        record(
          await send(base + anonymousPath(catalogue), { headers: { "accept-encoding": "gzip" } }),
          true,
        );
    }
  };
  const started = performance.now();
  const seats = Promise.all(Array.from({ length: CONNECTIONS }, seat)).then(() => {
    stats.seconds = (performance.now() - started) / 1000;
  });
  // The admin's writes (and the wait for their data at the edge) run beside the seats; the rate
  // is over the seats' time only.
  await Promise.all([seats, during?.()]);
  stats.latencies.sort((a, b) => a - b);
  stats.p99 = stats.latencies[Math.floor(stats.latencies.length * 0.99)] ?? 0;
  return stats;
}

/**
 * An admin write through the edge, then the edge polled every 10 ms until it serves what the
 * write changed: ms between the write's answer and the request that got the first fresh answer
 * (0: the first read after the answer was fresh).
 */
async function stalenessAfter(edgeBase, token, { write, path, isFresh }) {
  const res = await write(token);
  if (res.status >= 300) throw new Error(`admin write: ${res.status} ${res.body}`);
  const answered = performance.now();
  for (;;) {
    // Staleness is when the first fresh answer was asked for, not how long a busy edge took.
    const asked = performance.now();
    const read = await send(edgeBase + path, { headers: { "accept-encoding": "identity" } });
    if (read.status === 200 && isFresh(read.body)) return asked - answered;
    if (performance.now() - answered > 120_000) return Infinity;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function adminWrites(edgeBase, catalogue) {
  const auth = (token) => ({ authorization: `Bearer ${token}`, "x-forwarded-for": "10.254.0.1" });
  let round = 0;
  let price = 0;
  return [
    () => {
      const vendor = `벤치 예매처 ${++round}`;
      return {
        label: `round added to the hot concert (${vendor})`,
        write: (token) =>
          send(`${edgeBase}/api/admin/new-concerts/${catalogue.hot}/ticket-rounds`, {
            method: "POST",
            headers: auth(token),
            json: { kind: "GENERAL", vendor, opensAt: "2031-03-10T20:00" },
          }),
        path: `/api/new-concerts/${catalogue.hot}/ticket-rounds`,
        isFresh: (body) => body.includes(vendor),
      };
    },
    () => {
      const won = 150_000 + ++price * 1000;
      return {
        label: `hot concert's prices changed (R석 ${won}원)`,
        write: (token) =>
          send(`${edgeBase}/api/admin/new-concerts/${catalogue.hot}/prices`, {
            method: "PUT",
            headers: auth(token),
            json: [{ grade: "R석", price: won }],
          }),
        path: `/api/new-concerts/${catalogue.hot}`,
        isFresh: (body) => body.includes(String(won)),
      };
    },
  ];
}

function report(name, stats, cpu) {
  const rate = stats.requests / stats.seconds;
  console.log(
    `${name.padEnd(34)} ${String(Math.round(rate)).padStart(7)} req/s  p99 ${String(Math.round(stats.p99)).padStart(5)} ms  errors ${stats.errors}  ` +
      `edge answered ${stats.anonymous ? ((100 * stats.edgeHits) / stats.anonymous).toFixed(1) : "—"} % of ${stats.anonymous} anonymous reads  ` +
      `instances' CPU ${perRequest(cpu.serverMs, stats.requests)}/request (PostgreSQL ${perRequest(cpu.postgresMs, stats.requests)})  ` +
      `[${Object.entries(stats.statuses)
        .map(([status, n]) => `${status}×${n}`)
        .join(" ")}]`,
  );
  return rate;
}

async function main() {
  await buildIfStale();
  const database = await createPgDatabase("naehan_edge_bench");
  const edgePort = await freePort();
  const env = {
    TRUST_PROXY: "1",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET: "edge-bench-secret-0123456789abcdef0123456789",
    EDGE_PURGE_URLS: `http://127.0.0.1:${edgePort}`,
  };
  const first = await startServer({ databaseUrl: database.url, env });
  const second = await startServer({
    databaseUrl: database.url,
    env: { ...env, NO_DEMO_DATA: "1" },
  });
  // Every fan comes from one address here: the edge takes each fan's own, as it would take a
  // phone's, so the per-address limits see fans and not the load generator.
  const edge = await startVarnish(edgePort, [first.port, second.port], {
    clientAddressFromHeader: true,
  });
  const failed = [];
  try {
    const concerts = JSON.parse((await send(`${first.base}/api/new-concerts?limit=100`)).body);
    const hotConcert = concerts[0];
    const catalogue = {
      hot: hotConcert.newConcertId,
      hotArtist: hotConcert.artistId,
      concerts: concerts.map((c) => c.newConcertId),
    };
    const fans = await prepareFans(first.base, FANS);
    const adminToken = await login(first.base, ADMIN.email, ADMIN.password);
    const ceiling = (await measureCeiling()).requests.average;
    console.log(
      `bench:edge: ${CONNECTIONS} connections, ${DURATION_S} s per run, 1 request in ${SIGNED_IN_EVERY} signed in; bare node:http ceiling ${Math.round(ceiling)} req/s; load average ${loadAverage()}\n`,
    );
    const pids = [first.child.pid, second.child.pid];

    // Warm-up, not measured: both instances compile, render and cache what the mix asks for.
    await rush([first.base, second.base], catalogue, fans, { seconds: WARM_UP_S });
    let meter = await startCpuMeter({ pids, databaseUrl: database.url });
    const origin = await rush([first.base, second.base], catalogue, fans);
    const originRate = report("instances alone (round robin)", origin, await meter.stop());

    const staleness = [];
    const writes = adminWrites(edge.base, catalogue);
    meter = await startCpuMeter({ pids, databaseUrl: database.url });
    const edged = await rush([edge.base], catalogue, fans, {
      during: async () => {
        for (let i = 0; i < 4; i++) {
          await new Promise((resolve) => setTimeout(resolve, (DURATION_S * 1000) / 5));
          const step = writes[i % writes.length]();
          staleness.push([step.label, await stalenessAfter(edge.base, adminToken, step)]);
        }
      },
    });
    const edgeRate = report("through the edge", edged, await meter.stop());

    console.log(
      "\nstaleness at the edge after each admin write (ms from its answer to fresh data):",
    );
    for (const [label, ms] of staleness) console.log(`  ${label.padEnd(56)} ${Math.round(ms)} ms`);
    const share = edged.anonymous ? edged.edgeHits / edged.anonymous : 0;
    const worst = Math.max(...staleness.map(([, ms]) => ms));
    const speedup = edgeRate / originRate;
    const goal = (figure, value, met) => {
      console.log(`${figure.padEnd(56)} ${value.padEnd(16)} ${met ? "ok" : "MISSED"}`);
      if (!met) failed.push(figure);
    };
    console.log("");
    goal(
      `share of anonymous reads answered by the edge (≥ ${GOALS.edgeShare * 100} %)`,
      `${(share * 100).toFixed(1)} %`,
      share >= GOALS.edgeShare,
    );
    goal(
      `staleness after an admin write, worst (≤ ${GOALS.stalenessMs} ms)`,
      `${Math.round(worst)} ms`,
      worst <= GOALS.stalenessMs,
    );
    goal(
      `req/s through the edge ÷ instances alone (≥ ${GOALS.speedup}×)`,
      `${speedup.toFixed(1)}×`,
      speedup >= GOALS.speedup,
    );
    goal("errors", `${origin.errors} / ${edged.errors}`, origin.errors + edged.errors === 0);
    console.log(
      `through the edge: ${(edgeRate / ceiling).toFixed(3)} of the bare node:http ceiling; load average ${loadAverage()}`,
    );
  } finally {
    await edge.stop();
    await second.stop();
    await first.stop();
    await database.drop().catch(() => undefined);
  }
  console.log(failed.length ? `\nMissed: ${failed.join("; ")}` : "\nEvery goal met.");
  process.exit(failed.length ? 1 : 0);
}

await main();
