// npm run bench:api — throughput and latency of the public reads (autocannon, 10 s and 50
// connections each), against `npm start`'s server at the production log level: on PostgreSQL
// with the response cache, on PGlite, and on PostgreSQL with the cache off (the reads' own speed).
// Every figure is a ratio to a bare node:http server measured in the same run: each read is measured
// in ROUNDS rounds of (ceiling, read), 4 s each, and the median of the rounds' ratios is printed,
// so the machine's load drifting during the run moves both sides. Run it twice; the machine is
// shared and noisy (the load average is printed).
import { buildIfStale } from "../lib.mjs";
import {
  createPgDatabase,
  getOnce,
  load,
  loadAverage,
  measureCeiling,
  startCpuMeter,
  startServer,
} from "./servers.mjs";

/** Seconds of each half of a round: the ceiling, then the read. */
const DURATION = Number(process.env.BENCH_DURATION ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const P99_GOAL_MS = 50;

/**
 * The reads to measure, with ids taken from the demo data the server just loaded. Lists are read
 * twice: a page, as our web app asks (`?limit=20`), and whole, as a client written from the spec
 * asks (no limit or cursor: up to 500 items).
 */
async function endpoints(base) {
  const concerts = (await getOnce(`${base}/api/new-concerts?limit=100`)).json();
  const artists = (await getOnce(`${base}/api/artists`)).json();
  const busiest = artists.find((a) => a.name === "Coldplay") ?? artists[0];
  const lists = [
    ["GET /api/new-concerts", "/api/new-concerts"],
    ["GET /api/artists/{id}/past-concerts", `/api/artists/${busiest.artistId}/past-concerts`],
    ["GET /api/articles/artist/{id}", `/api/articles/artist/${busiest.artistId}`],
    [
      "GET /api/search?keyword=콜드플레이",
      `/api/search?keyword=${encodeURIComponent("콜드플레이")}`,
    ],
  ];
  return [
    ...lists.flatMap(([label, path]) => [
      [`${label} ?limit=20`, `${path}${path.includes("?") ? "&" : "?"}limit=20`],
      [`${label} whole`, path],
    ]),
    ["GET /api/new-concerts/{id}", `/api/new-concerts/${concerts[0].newConcertId}`],
    ["GET /api/artists/{id}/song-ranking", `/api/artists/${busiest.artistId}/song-ranking`],
  ];
}

const header = () =>
  `${"".padEnd(52)} ${"req/s".padStart(8)} ${"p50".padStart(6)} ${"p99".padStart(6)} ${"ceiling".padStart(8)} ${"ratio".padStart(6)} ${"errors".padStart(6)} ${"cpu/req".padStart(8)} ${"+pg".padStart(8)}  goal`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * One row from a read's rounds, each `{ result, ceiling }`: the median req/s, ceiling and ratio,
 * the median p50 and the largest p99. `goal` is the ratio to reach (with p99 under 50 ms), or null.
 */
function row(label, rounds, goal) {
  const rps = median(rounds.map((r) => r.result.requests.average));
  const ceiling = median(rounds.map((r) => r.ceiling));
  const ratio = median(rounds.map((r) => r.result.requests.average / r.ceiling));
  const p50 = median(rounds.map((r) => r.result.latency.p50));
  const p99 = Math.max(...rounds.map((r) => r.result.latency.p99));
  const errors = rounds.reduce((sum, r) => sum + r.result.non2xx + r.result.errors, 0);
  const met = ratio >= goal && p99 < P99_GOAL_MS && errors === 0;
  // CPU per answered request: the server process (all threads) and its PostgreSQL backends.
  const cpu = (pick) => {
    const values = rounds.map((r) => pick(r.cpu));
    if (values.some((v) => v === null)) return "—";
    return `${median(values.map((ms, i) => ms / rounds[i].result.requests.total)).toFixed(3)}`;
  };
  const serverCpu = cpu((c) => c.serverMs);
  const postgresCpu = cpu((c) => c.postgresMs);
  const verdict =
    goal === null ? "" : met ? `≥ ${goal.toFixed(2)} ok` : `≥ ${goal.toFixed(2)} MISSED`;
  console.log(
    `${label.padEnd(52)} ${String(Math.round(rps)).padStart(8)} ${String(p50).padStart(6)} ${String(p99).padStart(6)} ${String(Math.round(ceiling)).padStart(8)} ${ratio.toFixed(2).padStart(6)} ${String(errors).padStart(6)} ${serverCpu.padStart(8)} ${postgresCpu.padStart(8)}  ${verdict}`,
  );
  return goal === null || met;
}

const ALL_RUNS = [
  { key: "cached", name: "PostgreSQL, response cache on", postgres: true, env: {}, goal: 0.5 },
  { key: "pglite", name: "PGlite, response cache on", postgres: false, env: {}, goal: null },
  {
    key: "uncached",
    name: "PostgreSQL, response cache off (every read from the database)",
    postgres: true,
    env: { NO_RESPONSE_CACHE: "1" },
    goal: 0.15,
  },
];
// BENCH_RUNS=cached,uncached runs only those (a whole run takes about a quarter of an hour).
const only = process.env.BENCH_RUNS?.split(",");
const RUNS = only ? ALL_RUNS.filter((run) => only.includes(run.key)) : ALL_RUNS;

await buildIfStale();
console.log(
  `autocannon: ${CONNECTIONS} connections; per read ${ROUNDS} rounds of ${DURATION} s on bare node:http then ${DURATION} s on the read (medians; p99 the largest); load average ${loadAverage()}`,
);
let missed = 0;
for (const run of RUNS) {
  const database = run.postgres ? await createPgDatabase() : null;
  const server = await startServer({ databaseUrl: database?.url, env: run.env });
  try {
    console.log(`\n${run.name} (latency in ms; load average ${loadAverage()})`);
    console.log(header());
    for (const [label, path] of await endpoints(server.base)) {
      const url = `${server.base}${path}`;
      const check = await getOnce(url);
      if (!check.ok) {
        console.log(`${label.padEnd(52)} answered ${check.status}; skipped`);
        missed++;
        continue;
      }
      const rounds = [];
      for (let round = 0; round < ROUNDS; round++) {
        const ceiling = await measureCeiling({ duration: DURATION, connections: CONNECTIONS });
        const meter = await startCpuMeter({ pids: [server.child.pid], databaseUrl: database?.url });
        const result = await load(url, {
          duration: DURATION,
          connections: CONNECTIONS,
          headers: { "accept-encoding": "gzip, br" },
        });
        const cpu = await meter.stop();
        rounds.push({ result, ceiling: ceiling.requests.average, cpu });
      }
      if (!row(label, rounds, run.goal)) missed++;
    }
  } finally {
    await server.stop();
    await database?.drop();
  }
}
console.log(
  `\ncpu/req: ms of CPU (user + system, every thread) the server process spent per request; +pg: its PostgreSQL backends' (medians of the rounds; "—" on PGlite, which runs inside the server).\nGoals: with the cache, every read ≥ 0.50 of the ceiling; without it, each ≥ 0.15; p99 under ${P99_GOAL_MS} ms and no errors (PGlite: no goal). Load average ${loadAverage()}.`,
);
console.log(missed === 0 ? "Every goal met." : `${missed} reads missed their goal.`);
