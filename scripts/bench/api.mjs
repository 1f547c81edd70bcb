// npm run bench:api — throughput and latency of the public reads, against `npm start`'s server on
// PostgreSQL and on PGlite, next to a bare node:http server answering a small JSON (the ceiling).
// autocannon, 10 s and 50 connections per endpoint; run it twice, the machine is noisy.
import { spawn } from "node:child_process";
import autocannon from "autocannon";
import { buildIfStale, root } from "../lib.mjs";
import { createPgDatabase, freePort, getOnce, startServer } from "./servers.mjs";

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        duration: DURATION,
        connections: CONNECTIONS,
        headers: { "accept-encoding": "gzip, br" },
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

async function ceiling() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      "-e",
      `require("node:http").createServer((q, s) => { s.writeHead(200, { "content-type": "application/json" }); s.end('{"status":"ok"}'); }).listen(${port}, "127.0.0.1")`,
    ],
    { cwd: root, stdio: "ignore" },
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  const result = await load(`http://127.0.0.1:${port}/`);
  child.kill();
  return result;
}

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

const row = (label, r, ceil) =>
  `${label.padEnd(52)} ${String(Math.round(r.requests.average)).padStart(8)} ${String(r.latency.p50).padStart(6)} ${String(r.latency.p99).padStart(6)} ${(r.requests.average / ceil).toFixed(2).padStart(6)} ${String(r.non2xx + r.errors).padStart(6)}`;

await buildIfStale();
console.log(`autocannon: ${DURATION} s, ${CONNECTIONS} connections per endpoint\n`);
const ceilingResult = await ceiling();
const ceil = ceilingResult.requests.average;
console.log(
  `${"".padEnd(52)} ${"req/s".padStart(8)} ${"p50".padStart(6)} ${"p99".padStart(6)} ${"ratio".padStart(6)} ${"errors".padStart(6)}`,
);
console.log(row("bare node:http (ceiling)", ceilingResult, ceil));

const RUNS = [
  ["PostgreSQL", true, {}],
  ["PGlite", false, {}],
  [
    "PostgreSQL without the response cache (the database's own speed)",
    true,
    { NO_RESPONSE_CACHE: "1" },
  ],
];
for (const [kind, postgres, env] of RUNS) {
  const database = postgres ? await createPgDatabase() : null;
  const server = await startServer({ databaseUrl: database?.url, env });
  try {
    console.log(`\n${kind} (latency in ms)`);
    for (const [label, path] of await endpoints(server.base)) {
      const url = `${server.base}${path}`;
      const check = await getOnce(url);
      if (!check.ok) {
        console.log(`${label.padEnd(52)} answered ${check.status}; skipped`);
        continue;
      }
      console.log(row(label, await load(url), ceil));
    }
  } finally {
    await server.stop();
    await database?.drop();
  }
}
console.log("\nGoal: every read ≥ 0.40 of the ceiling on PostgreSQL with p99 under 50 ms.");
