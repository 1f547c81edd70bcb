// Mixed traffic for bench:resilience: virtual fans who read, post, comment and favourite, most with
// a session made before the traffic, a few signing up and logging in during it. Every write the
// server acknowledged (2xx) is recorded, so the bench can look for it in the database afterwards.
// Each fan writes from its own X-Forwarded-For address (the server runs with TRUST_PROXY=1): the
// per-address limits on sign-ups, posts and comments then see a handful of events per address, as
// they would from real phones. Requests go through node:http with kept-alive connections, the
// cheapest client at hand: the load generator shares the machine with the server.
import { Agent, request } from "node:http";

const REQUEST_TIMEOUT_MS = 15_000;
const OPS_PER_FAN = 80;
// Below the server's limits: 5 posts per account (10 per address) per 10 minutes, 20 comments per
// address per 5 minutes.
const POSTS_PER_FAN = 5;
const COMMENTS_PER_FAN = 10;
/** One fan in this many signs up and logs in during the traffic; the others already have a session. */
export const NEW_FAN_EVERY = 50;
const agent = new Agent({ keepAlive: true, maxSockets: 1024 });
const KEYWORDS = [
  "콜드플레이",
  "ㅋㄷㅍㄹㅇ",
  "coldplay",
  "오아시스",
  "서울",
  "muse",
  "블랙핑크",
  "tour",
];

export const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** What the traffic reads and writes against: ids taken from the running server's catalogue. */
export async function loadCatalogue(base) {
  const artists = (await send(`${base}/api/artists`)).body;
  const concerts = (await send(`${base}/api/new-concerts?limit=100`)).body;
  if (!artists.length || !concerts.length) throw new Error("the catalogue is empty");
  return {
    artistIds: artists.map((a) => a.artistId),
    concertIds: concerts.map((c) => c.newConcertId),
  };
}

/** Acknowledged writes and per-request outcomes of one run. */
export function createRecorder() {
  return {
    requests: 0,
    statuses: new Map(),
    /** Requests that failed without an HTTP answer (refused, reset, timed out). */
    networkErrors: 0,
    samples: [],
    /** { start, end, status } of every request, for the phase's own judgement. */
    log: [],
    writes: { users: [], articles: [], comments: [], favorites: [] },
    count(status) {
      this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    },
  };
}

let addressCounter = 0;
/** A new client address per fan: 10.x.y.z, distinct for 16 million fans. */
export function nextAddress() {
  const n = ++addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

const runTag = Date.now().toString(36).slice(-5);
let fanCounter = 0;

/**
 * One request on a kept-alive connection; resolves once the whole answer has arrived (a server
 * killed mid-answer acknowledged nothing) with { status, headers, text, body, ms }: `body` is the
 * JSON parsed (unless `parse` is false), else null. Rejects without an answer. bench:edge sends
 * through it too.
 */
export function send(
  url,
  { method = "GET", headers = {}, json, agent: through = agent, parse = true } = {},
) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const body = json === undefined ? undefined : JSON.stringify(json);
    const req = request(
      url,
      {
        method,
        agent: through,
        headers: body ? { ...headers, "content-type": "application/json" } : headers,
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          if (!res.complete) return reject(new Error("answer cut short"));
          const text = Buffer.concat(chunks).toString("utf8");
          const parsed =
            parse && text && res.headers["content-type"]?.includes("json")
              ? JSON.parse(text)
              : null;
          resolve({
            status: res.statusCode,
            headers: res.headers,
            text,
            body: parsed,
            ms: performance.now() - started,
          });
        });
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    req.end(body);
  });
}

/** One HTTP call, recorded; resolves with { status, body } (status 0 without an answer). */
async function call(base, recorder, method, path, { token, address, json } = {}) {
  const headers = { "x-forwarded-for": address ?? "10.255.255.254" };
  if (token) headers.authorization = `Bearer ${token}`;
  const start = performance.now();
  let status = 0;
  let body = null;
  try {
    ({ status, body } = await send(base + path, { method, headers, json }));
  } catch (error) {
    recorder.networkErrors++;
    if (recorder.samples.length < 5) recorder.samples.push(`${method} ${path}: ${error.message}`);
  }
  const end = performance.now();
  recorder.requests++;
  recorder.count(status);
  recorder.log.push({ start, end, status, method, path });
  if (status >= 400 && recorder.samples.length < 5) {
    recorder.samples.push(`${method} ${path}: ${status} ${JSON.stringify(body)?.slice(0, 120)}`);
  }
  return { status, body };
}

const ok = (status) => status >= 200 && status < 300;

/** A new fan: signed up and logged in from their own address, or null when a step failed. */
async function newFan(base, recorder) {
  const n = ++fanCounter;
  const address = nextAddress();
  const email = `fan-${runTag}-${n}@bench.example`;
  const password = `pw-${runTag}-${n}-secret`;
  const signup = await call(base, recorder, "POST", "/api/auth/signup", {
    address,
    // Digits only after a fixed tag: no two nicknames share a confusable skeleton (decision 010).
    json: { email, nickname: `r${runTag}x${n}`, password, confirmPassword: password },
  });
  if (!ok(signup.status)) return null;
  recorder.writes.users.push({ id: signup.body.id, email, password });
  return {
    n,
    id: signup.body.id,
    email,
    password,
    address,
    token: null,
    posts: [],
    comments: 0,
    ops: 0,
  };
}

async function logIn(base, recorder, fan) {
  const login = await call(base, recorder, "POST", "/api/auth/login", {
    address: fan.address,
    json: { email: fan.email, password: fan.password },
  });
  if (ok(login.status)) fan.token = login.body.accessToken;
  return ok(login.status);
}

/** One action of a logged-in fan; answers whether it succeeded. */
async function act(base, catalogue, recorder, fan) {
  const { token, address, email } = fan;
  const op = ++fan.ops;
  const roll = Math.random();
  if (roll < 0.55) {
    return ok((await call(base, recorder, "GET", readPath(catalogue), { address })).status);
  }
  if (roll < 0.7 && fan.posts.length < POSTS_PER_FAN) {
    const result = await call(base, recorder, "POST", "/api/articles", {
      token,
      address,
      json: {
        artistId: pick(catalogue.artistIds),
        title: `벤치 글 ${fan.n}-${op}`,
        content: "내한 공연 기다리는 중!",
      },
    });
    if (ok(result.status)) {
      fan.posts.push(result.body.id);
      recorder.writes.articles.push({ id: result.body.id, email });
    }
    return ok(result.status);
  }
  if (roll < 0.85 && fan.comments < COMMENTS_PER_FAN && fan.posts.length > 0) {
    fan.comments++;
    const result = await call(base, recorder, "POST", "/api/comments", {
      token,
      address,
      json: { articleId: pick(fan.posts), content: `댓글 ${fan.n}-${op}` },
    });
    if (ok(result.status)) recorder.writes.comments.push({ id: result.body.id, email });
    return ok(result.status);
  }
  const artist = Math.random() < 0.5;
  const id = artist ? pick(catalogue.artistIds) : pick(catalogue.concertIds);
  const target = artist ? "artist" : "concert";
  const result = await call(base, recorder, "POST", `/api/favorites/${target}/${id}`, {
    token,
    address,
  });
  if (result.status === 201) recorder.writes.favorites.push({ userId: fan.id, email, target, id });
  return ok(result.status);
}

function readPath({ artistIds, concertIds }) {
  const artistId = pick(artistIds);
  switch (Math.floor(Math.random() * 6)) {
    case 0:
      return "/api/new-concerts";
    case 1:
      return `/api/new-concerts/${pick(concertIds)}`;
    case 2:
      return `/api/artists/${artistId}`;
    case 3:
      return `/api/artists/${artistId}/past-concerts`;
    case 4:
      return `/api/search?keyword=${encodeURIComponent(pick(KEYWORDS))}`;
    default:
      return `/api/articles/artist/${artistId}`;
  }
}

/**
 * Fans with a session made before the traffic: signed up and logged in, `parallel` at a time
 * (well under the password queue's bound), through a recorder of their own.
 */
export async function prepareFans(base, count, parallel = 8) {
  const recorder = createRecorder();
  const fans = [];
  let failed = 0;
  let made = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (made < count) {
        made++;
        const fan = await newFan(base, recorder);
        if (fan && (await logIn(base, recorder, fan))) fans.push(fan);
        else failed++;
      }
    }),
  );
  if (failed > 0)
    throw new Error(`${failed} fans could not sign up or log in: ${recorder.samples}`);
  return fans;
}

/**
 * Keeps `connections` fans busy until `durationMs` has passed (or `stop.signal` is set). Each seat
 * is one fan at a time; after OPS_PER_FAN actions another takes it: from `fans` (sessions made
 * before), except one in NEW_FAN_EVERY who signs up and logs in now. Without `fans` every fan is
 * new. When the prepared fans run out, those done come back (their post budget spent). A fan whose
 * request failed waits a little, as a person would, and carries on with the same session.
 */
export async function runTraffic({
  base,
  catalogue,
  recorder,
  connections,
  durationMs,
  stop,
  fans = null,
}) {
  const until = performance.now() + durationMs;
  const isStopped = () => performance.now() >= until || stop?.signal === true;
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const waiting = fans ? [...fans] : null;
  const done = [];
  let turns = 0;
  const nextFan = async () => {
    if (waiting && ++turns % NEW_FAN_EVERY !== 0) {
      const fan = waiting.shift() ?? done.shift();
      if (fan) {
        fan.ops = 0;
        return fan;
      }
    }
    return newFan(base, recorder);
  };
  const seat = async (index) => {
    // Seats fill over the first seconds, as an audience does.
    await pause(index * 30);
    let fan = null;
    while (!isStopped()) {
      const ok =
        fan === null
          ? (fan = await nextFan()) !== null
          : fan.token === null
            ? await logIn(base, recorder, fan)
            : await act(base, catalogue, recorder, fan);
      if (!ok) await pause(100);
      if (fan && fan.ops >= OPS_PER_FAN) {
        done.push(fan);
        fan = null;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => seat(index)));
}
