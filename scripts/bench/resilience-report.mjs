// Figures, goals and the look-up of acknowledged writes, shared by bench:resilience's phases.
import pg from "pg";

export const step = (what) => process.env.BENCH_VERBOSE && console.log(`   … ${what}`);
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rows = [];
export const goal = (phase, figure, value, passed) => rows.push({ phase, figure, value, passed });

export function statusSummary(recorder) {
  return [...recorder.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status || "no answer"}×${n}`)
    .join(" ");
}

export async function withClient(url, use) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

export function countOk(recorder) {
  let n = 0;
  for (const [status, count] of recorder.statuses) if (status >= 200 && status < 300) n += count;
  return n;
}

export function reportWrites(phase, recorder, missing) {
  const w = recorder.writes;
  goal(
    phase,
    "acknowledged writes",
    `${writeCount(w)} (users ${w.users.length}, posts ${w.articles.length}, comments ${w.comments.length}, favourites ${w.favorites.length})`,
    writeCount(w) > 0,
  );
  goal(
    phase,
    "acknowledged writes found",
    `${writeCount(w) - missing.length} / ${writeCount(w)}`,
    missing.length === 0,
  );
  if (missing.length) console.log("   missing:", missing.slice(0, 10));
}

/** Prints every figure with its verdict; answers whether all goals were met. */
export function printFigures() {
  console.log(`\n${"phase".padEnd(6)}${"figure".padEnd(52)}${"value".padEnd(64)}goal`);
  for (const row of rows) {
    console.log(
      `${row.phase.padEnd(6)}${row.figure.padEnd(52)}${row.value.padEnd(64)}${row.passed ? "ok" : "MISSED"}`,
    );
  }
  return rows.every((row) => row.passed);
}

/** Every acknowledged write, looked up directly in PostgreSQL; returns what is missing. */
export async function findMissingWrites(client, writes) {
  const missing = [];
  const present = async (sql, ids) =>
    new Set((await client.query(sql, [ids])).rows.map((row) => Object.values(row)[0]));
  const users = await present(
    "select email from users where email = any($1)",
    writes.users.map((u) => u.email),
  );
  for (const user of writes.users) if (!users.has(user.email)) missing.push(`user ${user.email}`);
  const ids = (list) => list.map((w) => w.id);
  const articles = await present(
    "select id from articles where id = any($1)",
    ids(writes.articles),
  );
  for (const { id } of writes.articles) if (!articles.has(id)) missing.push(`article ${id}`);
  const comments = await present(
    "select id from comments where id = any($1)",
    ids(writes.comments),
  );
  for (const { id } of writes.comments) if (!comments.has(id)) missing.push(`comment ${id}`);
  const favorites = new Set(
    (
      await client.query(
        `select user_id || ':' || coalesce('artist/' || artist_id, 'concert/' || new_concert_id) as key
         from favorites where user_id = any($1)`,
        [writes.favorites.map((f) => f.userId)],
      )
    ).rows.map((row) => row.key),
  );
  for (const f of writes.favorites) {
    if (!favorites.has(`${f.userId}:${f.target}/${f.id}`))
      missing.push(`favourite ${f.userId} ${f.target} ${f.id}`);
  }
  return missing;
}

export const writeCount = (writes) =>
  writes.users.length + writes.articles.length + writes.comments.length + writes.favorites.length;

/**
 * The same check through the API, for PGlite (the server is its database's only owner): each fan
 * logs in again and must find their posts, comments and favourites on their own pages.
 */
export async function findMissingThroughApi(base, writes) {
  const missing = [];
  const queue = [...writes.users];
  const headers = (extra = {}) => ({ "x-forwarded-for": "10.254.0.2", ...extra });
  const check = async ({ id: userId, email, password }) => {
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: headers({ "content-type": "application/json" }),
      body: JSON.stringify({ email, password }),
    });
    if (!login.ok) {
      missing.push(`user ${email} (login ${login.status})`);
      return;
    }
    const { accessToken } = await login.json();
    const list = async (path) =>
      (
        await fetch(`${base}${path}?limit=100`, {
          headers: headers({ authorization: `Bearer ${accessToken}` }),
        })
      ).json();
    const articles = new Set((await list("/api/articles/user")).map((row) => row.id));
    const comments = new Set((await list("/api/comments/user")).map((row) => row.id));
    const favorites = new Set(
      (await list("/api/favorites")).map((f) =>
        f.newConcertId ? `concert/${f.newConcertId}` : `artist/${f.artistId}`,
      ),
    );
    for (const w of writes.articles) {
      if (w.email === email && !articles.has(w.id)) missing.push(`article ${w.id}`);
    }
    for (const w of writes.comments) {
      if (w.email === email && !comments.has(w.id)) missing.push(`comment ${w.id}`);
    }
    for (const f of writes.favorites) {
      if (f.userId === userId && !favorites.has(`${f.target}/${f.id}`)) {
        missing.push(`favourite ${f.userId} ${f.target} ${f.id}`);
      }
    }
  };
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (queue.length) await check(queue.shift());
    }),
  );
  return missing;
}

/** Requests by kind (method and path with ids as {id}): count, p50 and p99 of latency, in ms. */
export function latencyByKind(recorder) {
  const kinds = new Map();
  for (const r of recorder.log) {
    const kind = `${r.method} ${r.path.replace(/\d+/g, "{id}").replace(/\?.*/, "")}`;
    const list = kinds.get(kind) ?? [];
    list.push(r.end - r.start);
    kinds.set(kind, list);
  }
  return [...kinds]
    .map(([kind, list]) => {
      list.sort((a, b) => a - b);
      const at = (q) => Math.round(list[Math.min(list.length - 1, Math.floor(q * list.length))]);
      return `${kind.padEnd(44)} ${String(list.length).padStart(6)} ${String(at(0.5)).padStart(5)} ${String(at(0.99)).padStart(6)}`;
    })
    .sort();
}
