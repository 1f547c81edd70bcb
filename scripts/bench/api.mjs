// npm run bench:api — throughput and latency of the public reads (autocannon, 10 s and 50
// connections each), against `npm start`'s server at the production log level: on PostgreSQL
// with the response cache, on PGlite, and on PostgreSQL with the cache off (the reads' own speed).
// Every figure is a ratio to a bare node:http server measured just before it (5 s), so a change in
// the machine's load between two reads moves both. Run it twice; the machine is shared and noisy
// (the load average is printed).
import { buildIfStale } from "../lib.mjs";
import {
  createPgDatabase,
  getOnce,
  load,
  loadAverage,
  measureCeiling,
  startServer,
} from "./servers.mjs";

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CEILING_DURATION = Number(process.env.BENCH_CEILING_DURATION ?? 5);
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
  `${"".padEnd(52)} ${"req/s".padStart(8)} ${"p50".padStart(6)} ${"p99".padStart(6)} ${"ceiling".padStart(8)} ${"ratio".padStart(6)} ${"errors".padStart(6)}  goal`;

/** One row; `goal` is the ratio to reach (with p99 under 50 ms), or null for none. */
function row(label, result, ceiling, goal) {
  const ratio = result.requests.average / ceiling;
  const errors = result.non2xx + result.errors;
  const met = ratio >= goal && result.latency.p99 < P99_GOAL_MS && errors === 0;
  const verdict =
    goal === null ? "" : met ? `≥ ${goal.toFixed(2)} ok` : `≥ ${goal.toFixed(2)} MISSED`;
  console.log(
    `${label.padEnd(52)} ${String(Math.round(result.requests.average)).padStart(8)} ${String(result.latency.p50).padStart(6)} ${String(result.latency.p99).padStart(6)} ${String(Math.round(ceiling)).padStart(8)} ${ratio.toFixed(2).padStart(6)} ${String(errors).padStart(6)}  ${verdict}`,
  );
  return goal === null || met;
}

const RUNS = [
  { name: "PostgreSQL, response cache on", postgres: true, env: {}, goal: 0.5 },
  { name: "PGlite, response cache on", postgres: false, env: {}, goal: null },
  {
    name: "PostgreSQL, response cache off (every read from the database)",
    postgres: true,
    env: { NO_RESPONSE_CACHE: "1" },
    goal: 0.15,
  },
];

await buildIfStale();
console.log(
  `autocannon: ${DURATION} s, ${CONNECTIONS} connections per endpoint; load average ${loadAverage()}`,
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
      const ceiling = await measureCeiling({
        duration: CEILING_DURATION,
        connections: CONNECTIONS,
      });
      const result = await load(url, {
        duration: DURATION,
        connections: CONNECTIONS,
        headers: { "accept-encoding": "gzip, br" },
      });
      if (!row(label, result, ceiling.requests.average, run.goal)) missed++;
    }
  } finally {
    await server.stop();
    await database?.drop();
  }
}
console.log(
  `\nGoals: with the cache, every read ≥ 0.50 of the ceiling; without it, each ≥ 0.15; p99 under ${P99_GOAL_MS} ms and no errors (PGlite: no goal). Load average ${loadAverage()}.`,
);
console.log(missed === 0 ? "Every goal met." : `${missed} reads missed their goal.`);
