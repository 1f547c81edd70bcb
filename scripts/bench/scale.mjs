// npm run bench:scale — the public reads on a small (demo) and a large PostgreSQL database,
// side by side, plus a board page 1,000 posts deep and a comment page 10,000 deep. Measured with
// the response cache off, so the figures are the database's and the queries' own.
import autocannon from "autocannon";
import pg from "pg";
import { buildIfStale } from "../lib.mjs";
import { FILL, SCALE } from "./scale-data.mjs";
import { createPgDatabase, startServer } from "./servers.mjs";

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const cursor = (id) => Buffer.from(`v1:${id}`).toString("base64url");

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration: DURATION, connections: CONNECTIONS }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

async function measure(base, paths) {
  const results = new Map();
  for (const [label, path] of paths) {
    const check = await fetch(`${base}${path}`);
    if (!check.ok) {
      results.set(label, null);
      continue;
    }
    const r = await load(`${base}${path}`);
    results.set(label, {
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.non2xx,
    });
  }
  return results;
}

async function readsFor(base, artistId, extra = []) {
  const concerts = await (await fetch(`${base}/api/new-concerts?limit=1`)).json();
  return [
    ["GET /api/new-concerts", "/api/new-concerts"],
    ["GET /api/new-concerts/{id}", `/api/new-concerts/${concerts[0].newConcertId}`],
    ["GET /api/artists/{id}/past-concerts", `/api/artists/${artistId}/past-concerts`],
    ["GET /api/artists/{id}/song-ranking", `/api/artists/${artistId}/song-ranking`],
    ["GET /api/search?keyword=…", `/api/search?keyword=${encodeURIComponent("아티스트 1")}`],
    ["GET /api/articles/artist/{id}", `/api/articles/artist/${artistId}`],
    ...extra,
  ];
}

await buildIfStale();
const noCache = { NO_RESPONSE_CACHE: "1" };

console.log(`autocannon: ${DURATION} s, ${CONNECTIONS} connections; response cache off\n`);
const small = await createPgDatabase("naehan_scale_small");
let smallResults;
try {
  const server = await startServer({ databaseUrl: small.url, env: noCache });
  const artists = await (await fetch(`${server.base}/api/artists`)).json();
  const busiest = artists.find((a) => a.name === "Coldplay") ?? artists[0];
  smallResults = await measure(server.base, await readsFor(server.base, busiest.artistId));
  await server.stop();
} finally {
  await small.drop();
}

const large = await createPgDatabase("naehan_scale_large");
try {
  // Migrate with an empty start, then fill in bulk.
  const empty = await startServer({
    databaseUrl: large.url,
    env: { ...noCache, NO_DEMO_DATA: "1" },
  });
  await empty.stop();
  const client = new pg.Client({ connectionString: large.url });
  await client.connect();
  console.log(
    `Filling: ${Object.entries(SCALE)
      .map(([k, v]) => `${k} ${v.toLocaleString()}`)
      .join(", ")}`,
  );
  for (const [label, statement] of FILL) {
    const started = performance.now();
    await client.query(statement);
    console.log(`  ${label.padEnd(18)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const deepPost = await client.query(
    "select id from articles where artist_id = 1 order by id desc offset 999 limit 1",
  );
  const deepComment = await client.query(
    "select id from comments where article_id = 1 order by id offset 9999 limit 1",
  );
  await client.end();

  // The server indexes the new catalogue for search as it starts.
  const server = await startServer({ databaseUrl: large.url, env: noCache });
  const largeResults = await measure(
    server.base,
    await readsFor(server.base, 1, [
      [
        "board page 1,000 posts deep",
        `/api/articles/artist/1?cursor=${cursor(deepPost.rows[0].id)}`,
      ],
      [
        "comment page 10,000 deep",
        `/api/comments/article/1?cursor=${cursor(deepComment.rows[0].id)}`,
      ],
    ]),
  );
  await server.stop();

  const cell = (r) =>
    r
      ? `${String(Math.round(r.rps)).padStart(7)} ${String(r.p50).padStart(5)} ${String(r.p99).padStart(5)}`
      : "      —     —     —";
  console.log(
    `\n${"".padEnd(36)} ${"small: req/s".padStart(13)} p50   p99 ${"large: req/s".padStart(14)} p50   p99  ratio`,
  );
  for (const [label, r] of largeResults) {
    const s = smallResults.get(label);
    const ratio = s && r ? (s.rps / r.rps).toFixed(2) : "—";
    console.log(`${label.padEnd(36)} ${cell(s)}  ${cell(r)}  ${String(ratio).padStart(5)}`);
  }
  console.log(
    "\nGoal: the large database within 2× of the small one (ratio = small req/s ÷ large req/s ≤ 2).",
  );
} finally {
  await large.drop();
}
