// Mixed traffic for bench:resilience: virtual fans who sign up, log in, read, post, comment and
// favourite. Every write the server acknowledged (2xx) is recorded, so the bench can look for it in
// the database afterwards. Each fan writes from its own X-Forwarded-For address (the server runs
// with TRUST_PROXY=1): the per-address limits on sign-ups, posts and comments then see a handful of
// events per address, as they would from real phones.

const REQUEST_TIMEOUT_MS = 15_000;
const OPS_PER_FAN = 80;
// Below the server's per-address limits (10 posts per 10 minutes, 20 comments per 5 minutes).
const POSTS_PER_FAN = 8;
const COMMENTS_PER_FAN = 10;
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

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** What the traffic reads and writes against: ids taken from the running server's catalogue. */
export async function loadCatalogue(base) {
  const artists = await (await fetch(`${base}/api/artists`)).json();
  const concerts = await (await fetch(`${base}/api/new-concerts?limit=100`)).json();
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
function nextAddress() {
  const n = ++addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

const runTag = Date.now().toString(36).slice(-5);
let fanCounter = 0;

/** One HTTP call, recorded; resolves with { status, body } (status 0 without an answer). */
async function call(base, recorder, method, path, { token, address, json } = {}) {
  const headers = { "x-forwarded-for": address ?? "10.255.255.254" };
  if (token) headers.authorization = `Bearer ${token}`;
  if (json) headers["content-type"] = "application/json";
  const start = performance.now();
  let status = 0;
  let body = null;
  try {
    const response = await fetch(base + path, {
      method,
      headers,
      body: json ? JSON.stringify(json) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    // An answer counts once its body has arrived: a server killed mid-answer acknowledged nothing.
    const text = await response.text();
    body = text && response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : null;
    status = response.status;
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
    json: { email, nickname: `r${runTag}${n.toString(36)}`, password, confirmPassword: password },
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
 * Keeps `connections` fans busy until `durationMs` has passed (or `stop.signal` is set). Each seat
 * is one fan at a time; after OPS_PER_FAN actions a new fan (new account, new address) takes it,
 * so sign-ups go on through the run without a crowd of password hashes at once. A fan whose
 * request failed waits a little, as a person would, and carries on with the same session.
 */
export async function runTraffic({ base, catalogue, recorder, connections, durationMs, stop }) {
  const until = performance.now() + durationMs;
  const isStopped = () => performance.now() >= until || stop?.signal === true;
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const seat = async (index) => {
    // Seats fill over the first seconds, as an audience does.
    await pause(index * 30);
    let fan = null;
    while (!isStopped()) {
      const done =
        fan === null
          ? (fan = await newFan(base, recorder)) !== null
          : fan.token === null
            ? await logIn(base, recorder, fan)
            : await act(base, catalogue, recorder, fan);
      if (!done) await pause(100);
      if (fan && fan.ops >= OPS_PER_FAN) fan = null;
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => seat(index)));
}
