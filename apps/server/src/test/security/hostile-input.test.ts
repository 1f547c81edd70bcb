import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { queryRows } from "../../db/client";
import {
  ENDPOINT_NAMES,
  article,
  artist as artistSchema,
  comment,
  endpoints,
} from "@naehan/contract";
import { expectBody } from "../app";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SetlistFmClient } from "../../integrations/setlistfm/client";
import { signAccessToken } from "../../lib/auth/tokens";
import { type TestApp, createTestApp } from "../app";
import { UNREACHABLE_PROVIDERS } from "../fake-oauth-provider";
import {
  buildArticle,
  buildArtist,
  buildComment,
  buildConcert,
  buildPastConcerts,
  deleteUser,
  pastConcertRecord,
} from "../factories";
import { type TestUser, buildAdmin, buildUser } from "../users";
import {
  type Call,
  type Fixture,
  NOT_FUZZED,
  type Payload,
  callName,
  calls,
  pathOf,
  payloads,
  queries,
  queryNames,
} from "./hostile-input.calls";
import { NOT_ID_TEXTS, oddText } from "./hostile-input.arbitraries";

/**
 * Every call of the API, sent hostile input: never a 5xx, every 4xx in the JSON error shape with
 * a Korean message, and a rejected request changes no row.
 *
 * Left out of the row comparison: `rate_limits`, whose counters rejected requests are meant to
 * move (failed logins count towards the lock-out). Every other table is compared by content, not
 * only by count, so an update that a rejected request let through is caught too.
 */
const NUM_RUNS = Number(process.env.HOSTILE_INPUT_RUNS ?? 20);
const EXCLUDED_TABLES = new Set(["rate_limits", "__drizzle_migrations"]);

let t: TestApp;
let fixture: Fixture;
let user: TestUser;
let admin: TestUser;
let tables: string[];
const tokens: Record<string, string> = {};

/** setlist.fm answers that it knows no setlists: a sync can run without the network. */
const quietSetlistFm: SetlistFmClient = {
  configured: true,
  searchArtists: () => Promise.resolve([]),
  artistSetlists: () => Promise.resolve({ setlists: [], pages: 0 }),
};

beforeAll(async () => {
  t = await createTestApp("empty", {
    setlistfm: quietSetlistFm,
    config: { oauth: UNREACHABLE_PROVIDERS },
  });
  user = await buildUser(t);
  admin = await buildAdmin(t);
  const artist = await buildArtist(t.db.db, { mbid: "cc197bad-dc9c-440d-a5b5-d52ba2e14234" });
  const concert = await buildConcert(t.db.db, { artistId: artist.id });
  await buildPastConcerts(t.db.db, artist.id, [
    pastConcertRecord("2024-05-01", ["Yellow", "Fix You"]),
  ]);
  const [past] = await queryRows<{ id: number }>(
    t.db.db,
    sql`select id from past_concerts limit 1`,
  );
  const [song] = await queryRows<{ id: number }>(t.db.db, sql`select id from songs limit 1`);
  const article = await buildArticle(t.db.db, { artistId: artist.id, userId: user.id });
  const comment = await buildComment(t.db.db, { articleId: article.id, userId: user.id });
  fixture = {
    artistId: artist.id,
    concertId: concert.id,
    pastConcertId: past?.id ?? 1,
    songId: song?.id ?? 1,
    articleId: article.id,
    commentId: comment.id,
    mbid: "cc197bad-dc9c-440d-a5b5-d52ba2e14234",
  };

  const gone = await buildUser(t);
  await deleteUser(t.db.db, gone.id);
  tokens.deletedAccount = gone.token;
  tokens.otherSecret = await signAccessToken(randomBytes(32), {
    id: admin.id,
    nickname: admin.nickname,
    roles: ["ROLE_ADMIN"],
  });
  tokens.expired = await signAccessToken(t.jwtSecret, admin, new Date(Date.now() - 31 * 60 * 1000));

  const rows = await queryRows<{ name: string }>(
    t.db.db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  );
  tables = rows.map((r) => r.name).filter((name) => !EXCLUDED_TABLES.has(name));
}, 60_000);

afterAll(() => t.close());

/** Each compared table's row count and a digest of its content. */
async function snapshot(): Promise<Record<string, string>> {
  const parts = tables.map(
    (name) =>
      sql`select ${name} as name, count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
  );
  const rows = await queryRows<{ name: string; digest: string }>(
    t.db.db,
    sql.join(parts, sql` union all `),
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}

/** The Authorization header: the right token most of the time, otherwise a broken or wrong one. */
const authHeader = (call: Call) => {
  const own = endpoints[call.endpoint].access === "admin" ? admin.token : user.token;
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(`Bearer ${own}`) },
    {
      weight: 4,
      arbitrary: fc.oneof(
        fc.constant(null),
        fc.constantFrom(
          "Bearer",
          "Bearer ",
          "bearer x.y.z",
          "Basic YWRtaW46YWRtaW4=",
          `Bearer ${own}x`,
          `Bearer ${own.split(".").slice(0, 2).join(".")}.`,
          `Bearer ${own} ${own}`,
          `Token ${own}`,
          `Bearer ${user.token}`,
        ),
        fc
          .constantFrom("deletedAccount", "otherSecret", "expired")
          .map((k) => `Bearer ${tokens[k] ?? ""}`),
        fc.base64String({ minLength: 4, maxLength: 120 }).map((s) => `Bearer ${s}`),
        fc
          .tuple(fc.base64String(), fc.base64String(), fc.base64String())
          .map((p) => `Bearer ${p.join(".")}`),
      ),
    },
  );
};

function toInit(method: string, payload: Payload, authorization: string | null): RequestInit {
  const headers: Record<string, string> = {
    "x-test-client-ip": `10.${Math.floor(Math.random() * 1e6)}`,
  };
  if (authorization !== null) headers.authorization = authorization;
  // A GET cannot carry a body (the Fetch API refuses to build one).
  if (payload.kind === "none" || method === "GET") return { method, headers };
  if (payload.kind === "text") {
    if (payload.contentType !== null) headers["content-type"] = payload.contentType;
    return { method, headers, body: new TextEncoder().encode(payload.text) };
  }
  const form = new FormData();
  for (const [name, value] of payload.parts) form.append(name, value);
  return { method, headers, body: form };
}

const HANGUL = /[\uAC00-\uD7A3]/;

/**
 * The properties every answer keeps, whatever was sent. Resolves with the rows after a refused
 * request (they are the rows before it), or null after an accepted one.
 */
async function checkAnswer(
  response: Response,
  before: Record<string, string>,
  label: string,
): Promise<Record<string, string> | null> {
  const text = await response.text();
  expect(response.status, `${label} → ${text.slice(0, 300)}`).toBeLessThan(500);
  if (response.status < 400) return null;
  expect(response.headers.get("content-type"), label).toMatch(/^application\/json/);
  const body = JSON.parse(text) as { code?: unknown; message?: unknown };
  expect(typeof body.code, label).toBe("string");
  expect(body.message, label).toMatch(HANGUL);
  const after = await snapshot();
  expect(after, `${label} → ${response.status} changed rows`).toEqual(before);
  return after;
}

describe("hostile input", () => {
  // The names are known before the fixture exists; the calls are built from it in each test.
  const names = calls({
    artistId: 1,
    concertId: 1,
    pastConcertId: 1,
    songId: 1,
    articleId: 1,
    commentId: 1,
    mbid: "",
  }).map(callName);

  it("sends hostile input to every endpoint of the contract's table but the ones it says why not", () => {
    const called = new Set(names.map((name) => name.split(" ")[0]));
    expect(ENDPOINT_NAMES.filter((name) => !called.has(name) && !NOT_FUZZED[name])).toEqual([]);
  });

  it.each(names)("%s: never a 5xx, errors as JSON, nothing written when refused", async (name) => {
    const call = calls(fixture).find((c) => callName(c) === name);
    if (!call) throw new Error(`no call named ${name}`);
    const { method } = endpoints[call.endpoint];
    const request = fc.record({
      path: pathOf(call),
      query: queries(queryNames(call)),
      payload: payloads(call),
      authorization: authHeader(call),
    });
    // The rows as a refused request left them, which are the next request's rows before it: only
    // after an accepted request are they read again (half the reads of every table).
    let unchanged: Record<string, string> | null = null;
    await fc.assert(
      fc.asyncProperty(request, async ({ path, query, payload, authorization }) => {
        const url = query ? `${path}?${query}` : path;
        const before = unchanged ?? (await snapshot());
        unchanged = null;
        const response = await t.app.request(url, toInit(method, payload, authorization));
        unchanged = await checkAnswer(response, before, `${name}: ${method} ${url.slice(0, 200)}`);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe("id fields written as text that is not a decimal id", () => {
  it.each(NOT_ID_TEXTS)(
    "%j is a 422 naming the field in every body with an id, writing nothing",
    async (text) => {
      const before = await snapshot();
      const words = { title: "제목", content: "내용" };
      const concertFields = {
        artistId: fixture.artistId,
        title: "공연",
        startDate: "2030-05-01",
        venueName: "공연장",
        cityName: "서울",
        genre: "POP",
      };
      const concertForm = (fields: Record<string, unknown>) => {
        const form = new FormData();
        form.append("newConcert", JSON.stringify({ ...concertFields, ...fields }));
        return form;
      };
      const cases: [string, string, TestUser, { json?: unknown; form?: FormData }, string][] = [
        ["POST", "/api/articles", user, { json: { ...words, artistId: text } }, "artistId"],
        [
          "POST",
          "/api/articles",
          user,
          {
            json: {
              ...words,
              artistId: fixture.artistId,
              categoryType: "NEW_CONCERT",
              newConcertId: text,
            },
          },
          "newConcertId",
        ],
        [
          "PUT",
          `/api/articles/${fixture.articleId}`,
          user,
          { json: { ...words, categoryType: "NEW_CONCERT", newConcertId: text } },
          "newConcertId",
        ],
        [
          "POST",
          "/api/comments",
          user,
          { json: { articleId: text, content: "댓글" } },
          "articleId",
        ],
        [
          "POST",
          "/api/admin/new-concert",
          admin,
          { form: concertForm({ artistId: text }) },
          "artistId",
        ],
        [
          "PUT",
          `/api/admin/new-concert/${fixture.concertId}`,
          admin,
          { form: concertForm({ artistId: text }) },
          "artistId",
        ],
      ];
      for (const [method, path, caller, body, field] of cases) {
        const response = await t.request(path, {
          method,
          token: caller.token,
          ...body,
          headers: { "x-test-client-ip": `10.${Math.floor(Math.random() * 1e6)}` },
        });
        const label = `${method} ${path} ${field}=${JSON.stringify(text)}`;
        expect(response.status, label).toBe(422);
        const answer = (await response.json()) as { fields?: Record<string, string> };
        expect(Object.keys(answer.fields ?? {}), label).toEqual([field]);
      }
      expect(await snapshot()).toEqual(before);
    },
  );
});

describe("bodies over the limit", () => {
  it("are a 413 in the JSON error shape and write nothing: 1 MB of JSON, 5 MB of image", async () => {
    const before = await snapshot();
    const bigJson = JSON.stringify({ title: "가", content: "a".repeat(1024 * 1024) });
    const json = await t.app.request("/api/articles", {
      method: "POST",
      headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json" },
      body: bigJson,
    });
    await checkAnswer(json, before, "1 MB article");
    expect(json.status).toBe(413);

    const image = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: "image/png" });
    for (const size of [image, new Blob([image, image])]) {
      const form = new FormData();
      form.append("artist", JSON.stringify({ name: "큰 이미지" }));
      form.append("file", size);
      const upload = await t.app.request("/api/admin/artist", {
        method: "POST",
        headers: { authorization: `Bearer ${admin.token}` },
        body: form,
      });
      await checkAnswer(upload, before, `${size.size} byte upload`);
      expect(upload.status).toBe(413);
    }
  });
});

describe("odd but valid text", () => {
  it("is stored and read back exactly as written (trimmed where the contract trims)", async () => {
    await fc.assert(
      fc.asyncProperty(oddText, oddText, async (title, content) => {
        // A writer of their own each time: one account alone would meet its write limits.
        const writer = await buildUser(t);
        const posted = await expectBody(
          await t.request("/api/articles", {
            token: writer.token,
            json: { title, content, artistId: fixture.artistId },
            headers: { "x-test-client-ip": `10.${Math.floor(Math.random() * 1e6)}` },
          }),
          article,
          201,
        );
        const read = await expectBody(await t.request(`/api/articles/${posted.id}`), article);
        expect([read.title, read.content]).toEqual([title.trim(), content]);

        const said = await expectBody(
          await t.request("/api/comments", {
            token: writer.token,
            json: { articleId: posted.id, content },
            headers: { "x-test-client-ip": `10.${Math.floor(Math.random() * 1e6)}` },
          }),
          comment,
          201,
        );
        expect(said.content).toBe(content);

        const form = new FormData();
        form.append("artist", JSON.stringify({ name: title, krName: content.slice(0, 200) }));
        const created = await expectBody(
          await t.request("/api/admin/artist", { token: admin.token, form }),
          artistSchema,
          201,
        );
        const shown = await expectBody(
          await t.request(`/api/artists/${created.artistId}`),
          artistSchema,
        );
        expect([shown.name, shown.krName]).toEqual([
          title.trim(),
          content.slice(0, 200).trim() || null,
        ]);
      }),
      { numRuns: Math.ceil(NUM_RUNS / 2) },
    );
  });
});
