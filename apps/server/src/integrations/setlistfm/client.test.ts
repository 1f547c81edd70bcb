import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeSetlistFm, startFakeSetlistFm } from "../../test/fake-setlistfm";
import { FIXTURE_ARTIST, fixtureHistory } from "../../test/setlistfm-fixtures";
import { type SetlistFmSettings, createSetlistFmClient } from "./client";
import { SetlistFmError } from "./errors";
import { parseRetryAfter } from "./request";

let fake: FakeSetlistFm;
const MBID = FIXTURE_ARTIST.mbid;
/** Fast pacing and backoff so the suite stays quick; one test checks the real pacing. */
const FAST = { minIntervalMs: 0, retryBaseMs: 20, timeoutMs: 2_000 };

beforeAll(async () => {
  fake = await startFakeSetlistFm();
  fake.setSetlists(MBID, fixtureHistory(45));
  fake.setSetlists("big-artist", fixtureHistory(250));
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.incidents.length = 0;
});

const client = (settings: Partial<SetlistFmSettings> = {}) =>
  createSetlistFmClient({
    apiKey: fake.apiKey,
    baseUrl: fake.baseUrl,
    ...settings,
    timing: { ...FAST, ...settings.timing },
  });

async function failure(promise: Promise<unknown>): Promise<SetlistFmError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SetlistFmError);
  return error as SetlistFmError;
}

describe("setlist.fm client", () => {
  it("pages through every setlist with the key, JSON and the app's User-Agent", async () => {
    const result = await client().artistSetlists(MBID);
    expect(result.pages).toBe(3);
    expect(result.setlists).toHaveLength(45);
    expect(result.setlists.map((s) => s.id)).toEqual(fixtureHistory(45).map((s) => s.id));
    // Stops at the last page: no fourth request.
    expect(fake.requests.map((r) => r.page)).toEqual([1, 2, 3]);
    for (const request of fake.requests) {
      expect(request.path).toBe(`/rest/1.0/artist/${MBID}/setlists`);
      expect(request.apiKey).toBe(fake.apiKey);
      expect(request.accept).toBe("application/json");
      expect(request.userAgent).toMatch(/^naehan\//);
    }
  });

  it("stops after 100 setlists", async () => {
    const result = await client().artistSetlists("big-artist");
    expect(result.setlists).toHaveLength(100);
    expect(result.pages).toBe(5);
    expect(fake.requests.map((r) => r.page)).toEqual([1, 2, 3, 4, 5]);
  });

  it("treats 404 as no setlists", async () => {
    expect(await client().artistSetlists("no-such-artist")).toEqual({ setlists: [], pages: 0 });
    expect(fake.requests).toHaveLength(1);
  });

  it("spaces requests at least half a second apart by default", async () => {
    await createSetlistFmClient({ apiKey: fake.apiKey, baseUrl: fake.baseUrl }).artistSetlists(
      MBID,
    );
    const at = fake.requests.map((r) => r.at);
    expect(at).toHaveLength(3);
    // Measured where the fake receives them, so a busy machine's delivery jitter is allowed for; a
    // client that did not pace would send them a few milliseconds apart.
    for (let i = 1; i < at.length; i++) expect(at[i]! - at[i - 1]!).toBeGreaterThanOrEqual(400);
  });

  it("retries a 429 without Retry-After, with backoff", async () => {
    fake.incidents.push({ status: 429 }, { status: 429 });
    const result = await client({ timing: { retryBaseMs: 100 } }).artistSetlists(MBID);
    expect(result.setlists).toHaveLength(45);
    const [first, second, third] = fake.requests.map((r) => r.at);
    // Backoff of 100 ms, then 200 ms, each with up to half of it taken off as jitter.
    expect(second! - first!).toBeGreaterThanOrEqual(45);
    expect(third! - second!).toBeGreaterThanOrEqual(95);
    expect(fake.requests.map((r) => r.page)).toEqual([1, 1, 1, 2, 3]);
  });

  it("honours Retry-After on a 429", async () => {
    fake.incidents.push({ status: 429, retryAfter: "1" });
    await client().artistSetlists(MBID);
    const [first, second] = fake.requests.map((r) => r.at);
    expect(second! - first!).toBeGreaterThanOrEqual(990);
  });

  it("gives up at once when Retry-After asks for longer than a sync may wait", async () => {
    fake.incidents.push({ status: 429, retryAfter: "3600" });
    const error = await failure(client().artistSetlists(MBID));
    expect(error.failure).toBe("rate-limited");
    expect(error.message).toContain("요청 한도");
    expect(fake.requests).toHaveLength(1);
  });

  it("retries 5xx answers, and reports the status when they persist", async () => {
    fake.incidents.push({ status: 503 }, { status: 502 });
    expect((await client().artistSetlists(MBID)).setlists).toHaveLength(45);

    fake.requests.length = 0;
    fake.incidents.push({ status: 500 }, { status: 500 }, { status: 500 }, { status: 503 });
    const error = await failure(client().artistSetlists(MBID));
    expect(error.failure).toBe("unavailable");
    expect(error.message).toContain("HTTP 503");
    expect(fake.requests).toHaveLength(4);
  });

  it("fails clearly on a bad key, without retrying", async () => {
    const error = await failure(client({ apiKey: "wrong-key" }).artistSetlists(MBID));
    expect(error.failure).toBe("unauthorized");
    expect(error.status).toBe(403);
    expect(error.message).toContain("API 키");
    expect(fake.requests).toHaveLength(1);
  });

  it("fails without a request when no key is configured", async () => {
    const unconfigured = client({ apiKey: null });
    expect(unconfigured.configured).toBe(false);
    const error = await failure(unconfigured.artistSetlists(MBID));
    expect(error.failure).toBe("not-configured");
    expect(fake.requests).toHaveLength(0);
  });

  it("times out a stalled request, retries it, and reports a timeout when it keeps stalling", async () => {
    fake.incidents.push({ delayMs: 400 });
    const timing = { timeoutMs: 150, maxRetries: 1 };
    expect((await client({ timing }).artistSetlists(MBID)).setlists).toHaveLength(45);

    fake.incidents.push({ delayMs: 400 }, { delayMs: 400 });
    const error = await failure(client({ timing }).artistSetlists(MBID));
    expect(error.failure).toBe("timeout");
  });

  it("rejects an answer that is not setlist.fm's JSON", async () => {
    fake.incidents.push({ garbage: true });
    expect((await failure(client().artistSetlists(MBID))).failure).toBe("bad-response");
  });

  it("reports a server that cannot be reached", async () => {
    const error = await failure(
      client({ baseUrl: "http://127.0.0.1:9/rest/1.0", timing: { maxRetries: 1 } }).artistSetlists(
        MBID,
      ),
    );
    expect(error.failure).toBe("network");
  });
});

describe("parseRetryAfter", () => {
  it("reads seconds and HTTP dates, and nothing else", () => {
    const now = Date.parse("2025-07-01T00:00:00Z");
    expect(parseRetryAfter("7", now)).toBe(7000);
    expect(parseRetryAfter("Tue, 01 Jul 2025 00:00:05 GMT", now)).toBe(5000);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter("soon", now)).toBeNull();
  });
});
