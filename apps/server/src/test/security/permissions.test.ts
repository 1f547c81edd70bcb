import { ENDPOINT_NAMES, endpoints, pathPattern, urlOf } from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSetlistFmClient } from "../../integrations/setlistfm/client";
import { createTestApp, expectError } from "../app";
import { UNREACHABLE_PROVIDERS } from "../fake-oauth-provider";
import { type FakeSetlistFm, startFakeSetlistFm } from "../fake-setlistfm";
import {
  buildArticle,
  buildArtist,
  buildComment,
  buildConcert,
  buildPastConcerts,
  pastConcertRecord,
} from "../factories";
import { FIXTURE_ARTIST, fixtureHistory } from "../setlistfm-fixtures";
import { buildAdmin, buildUser } from "../users";
import {
  ACTORS,
  type Actor,
  PERMISSIONS,
  type Row,
  type World,
  requestOf,
} from "./permissions-table";

let w: World;
let fake: FakeSetlistFm;

beforeAll(async () => {
  fake = await startFakeSetlistFm();
  const t = await createTestApp("empty", {
    config: { oauth: UNREACHABLE_PROVIDERS },
    setlistfm: createSetlistFmClient({
      apiKey: fake.apiKey,
      baseUrl: fake.baseUrl,
      timing: { minIntervalMs: 0, retryBaseMs: 5 },
    }),
  });
  const [owner, other, admin] = await Promise.all([
    buildUser(t, { nickname: "글주인" }),
    buildUser(t, { nickname: "다른팬" }),
    buildAdmin(t, { nickname: "관리자" }),
  ]);
  const mbid = FIXTURE_ARTIST.mbid;
  fake.setSetlists(mbid, fixtureHistory(3));
  const artist = await buildArtist(t.db.db, { mbid });
  const concert = await buildConcert(t.db.db, { artistId: artist.id });
  await buildPastConcerts(t.db.db, artist.id, [
    pastConcertRecord("2024-05-01", ["Opening", "Hit", "Closer"]),
  ]);
  const past = (await (
    await t.request(urlOf(endpoints.listPastConcerts, { params: { id: artist.id } }))
  ).json()) as { pastConcertId: number }[];
  const article = await buildArticle(t.db.db, { artistId: artist.id, userId: owner.id });
  const comment = await buildComment(t.db.db, { articleId: article.id, userId: owner.id });
  w = {
    t,
    owner,
    other,
    admin,
    artistId: artist.id,
    mbid,
    concertId: concert.id,
    pastConcertId: past[0]?.pastConcertId ?? 0,
    articleId: article.id,
    commentId: comment.id,
  };
});
afterAll(() => Promise.all([w.t.close(), fake.close()]));

const tokenOf = (actor: Actor) => (actor === "anonymous" ? undefined : w[actor].token);
const nameOf = (row: Row) => (row.variant ? `${row.endpoint} (${row.variant})` : row.endpoint);

async function send(row: Row, actor: Actor, token = tokenOf(actor)) {
  const { method, url, json, form, headers } = await requestOf(row, w, actor);
  expect(url.split("?")[0], `${nameOf(row)} calls its own route`).toMatch(
    pathPattern(endpoints[row.endpoint]),
  );
  return w.t.request(url, {
    method,
    ...(json !== undefined ? { json } : {}),
    ...(form ? { form } : {}),
    ...(token ? { token } : {}),
    ...(headers ? { headers } : {}),
  });
}

/** An error answer: the JSON error shape with a Korean message and the status's own code. */
async function expectKoreanError(response: Response, status: number, row: Row) {
  const codes: Record<number, string> = { 401: "UNAUTHORIZED", 403: "FORBIDDEN", 404: "NOT_FOUND" };
  const body = await expectError(response, status, codes[status]);
  expect(body.message, nameOf(row)).toMatch(/[가-힣]/);
  if (status === 403 && endpoints[row.endpoint].path.startsWith("/api/admin/")) {
    expect(body.message).toBe("관리자만 할 수 있는 작업입니다.");
  }
  return body;
}

describe("permissions matrix", () => {
  it("has a row for every endpoint of the contract's table", () => {
    const covered = new Set(PERMISSIONS.map((row) => row.endpoint));
    expect(ENDPOINT_NAMES.filter((name) => !covered.has(name))).toEqual([]);
  });

  it.each(PERMISSIONS.map((row) => [nameOf(row), row] as const))("%s", async (name, row) => {
    const statuses: Partial<Record<Actor, number>> = {};
    for (const actor of ACTORS) {
      const response = await send(row, actor);
      statuses[actor] = response.status;
      if (response.status >= 400) {
        const body = await expectKoreanError(response, response.status, row);
        if (actor === "anonymous" && response.status === 401) {
          expect(body.message).toBe("로그인이 필요합니다.");
        }
      } else await response.arrayBuffer();
    }
    expect(statuses, name).toEqual(Object.fromEntries(ACTORS.map((a, i) => [a, row.expect[i]])));
  });

  const protectedRows = PERMISSIONS.filter((row) => row.expect[0] === 401);
  it.each(protectedRows.map((row) => [nameOf(row), row] as const))(
    "%s: 401 for a forged or malformed token",
    async (name, row) => {
      const forged = `${w.admin.token.slice(0, -4)}AAAA`;
      for (const token of [forged, "a.b.c", "not-a-jwt"]) {
        await expectKoreanError(await send(row, "anonymous", token), 401, row);
      }
    },
  );
});
