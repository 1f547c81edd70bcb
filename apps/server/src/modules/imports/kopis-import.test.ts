import {
  IMPORT_MESSAGES,
  candidateApproved,
  concertDetail,
  importCandidateList,
  importRun,
  importRunQueued,
  notificationList,
} from "@naehan/contract";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { importCandidates, newConcerts } from "../../db/schema";
import { createKopisClient } from "../../integrations/kopis/client";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { HOUR, testClock } from "../../test/clock";
import { type FakeKopis, fixturePerformance, startFakeKopis } from "../../test/fake-kopis";
import { buildArtist } from "../../test/factories";
import { type TestUser, buildAdmin, buildUser } from "../../test/users";
import { produceAlerts } from "../alerts/produce-alerts";
import { createImportRun, runKopisImport } from "./kopis-import";

const clock = testClock("2027-03-01T09:00:00+09:00");
const FAST = { minIntervalMs: 0, posterIntervalMs: 0, timeoutMs: 5_000 };
let fake: FakeKopis;
let t: TestApp;
let admin: TestUser;
/** Imports the app started, awaited by the test (the queue's job, in-process). */
const runs: Promise<void>[] = [];

beforeAll(async () => {
  fake = await startFakeKopis();
  const kopis = createKopisClient({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, timing: FAST });
  t = await createTestApp("empty", {
    clock: clock.now,
    kopis,
    imports: {
      start: async (runId) => {
        runs.push(
          runKopisImport({ db: t.db.db, kopis, storage: t.storage, clock: clock.now }, runId),
        );
      },
    },
  });
  admin = await buildAdmin(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.detailIncidents.clear();
  fake.posterIncidents.clear();
});

/** Starts an import as the admin does and answers its status once it has finished. */
async function importNow() {
  const queued = await expectBody(
    await t.request("/api/admin/imports/kopis", { method: "POST", token: admin.token }),
    importRunQueued,
    202,
  );
  await Promise.all(runs.splice(0));
  return expectBody(
    await t.request(`/api/admin/imports/kopis/${queued.runId}`, { token: admin.token }),
    importRun,
  );
}

const candidates = async (query = "") =>
  expectBody(
    await t.request(`/api/admin/import-candidates${query}`, { token: admin.token }),
    importCandidateList,
  );
const byKopisId = async (id: string) => (await candidates()).find((c) => c.kopisId === id);
const approve = (candidateId: number, json: unknown) =>
  t.request(`/api/admin/import-candidates/${candidateId}/approve`, { token: admin.token, json });

describe("KOPIS import", () => {
  let bruno: { id: number };

  it("turns the 내한 listings into candidates, with posters, prices, 예매처, venue and artist", async () => {
    bruno = await buildArtist(t.db.db, { name: "Bruno Mars", krName: "브루노 마스" });
    const run = await importNow();
    expect(run.state).toBe("DONE");
    // 13 대중음악 listings: 10 kept (4 by KOPIS's flag, 4 by their title, 2 festivals), 3 domestic.
    expect(run.counts).toEqual({ read: 13, new: 10, changed: 0, skipped: 3, failed: 0 });
    expect(run.failures).toEqual([]);

    const list = await candidates();
    expect(list).toHaveLength(10);
    // Newest first.
    expect(list.map((c) => c.candidateId)).toEqual(
      [...list.map((c) => c.candidateId)].sort((a, b) => b - a),
    );
    expect(list.map((c) => c.kopisId)).not.toContain("PF270004");
    const brunoShow = list.find((c) => c.kopisId === "PF270001");
    expect(brunoShow).toMatchObject({
      title: "2027 BRUNO MARS LIVE IN KOREA",
      startDate: [2027, 4, 17],
      endDate: [2027, 4, 18],
      venueName: "고척스카이돔",
      area: "서울특별시",
      venueAddress: "서울특별시 구로구 경인로 430",
      prices: [
        { grade: "VIP석", price: 242_000 },
        { grade: "R석", price: 198_000 },
        { grade: "S석", price: 165_000 },
      ],
      ticketLinks: [
        { vendor: "쿠팡플레이", url: "https://www.coupangplay.com/event/brunomars2027" },
      ],
      keptBecause: "title",
      status: "PENDING",
      proposedArtist: { artistId: bruno.id, name: "Bruno Mars", krName: "브루노 마스" },
      changes: [],
    });
    expect(brunoShow?.posterUrl).toMatch(/^\/media\/.+\.webp$/);
    expect(list.find((c) => c.kopisId === "PF270006")?.posterUrl).toBeNull();
    expect(list.find((c) => c.kopisId === "PF270005")?.keptBecause).toBe("festival");
  });

  it("makes no duplicates when run again, and pages newest first", async () => {
    const run = await importNow();
    expect(run.counts).toEqual({ read: 13, new: 0, changed: 0, skipped: 13, failed: 0 });
    const [{ rows } = { rows: 0 }] = await t.db.db.select({ rows: count() }).from(importCandidates);
    expect(rows).toBe(10);
    const first = await t.request("/api/admin/import-candidates?limit=4", { token: admin.token });
    const page = await expectBody(first, importCandidateList);
    const cursor = first.headers.get("x-next-cursor");
    expect(page).toHaveLength(4);
    const next = await candidates(`?limit=4&cursor=${cursor}`);
    expect(Math.max(...next.map((c) => c.candidateId))).toBeLessThan(
      Math.min(...page.map((c) => c.candidateId)),
    );
  });

  it("shows what changed when a listing's dates move", async () => {
    fake.setPerformance(fixturePerformance("PF270007.moved"));
    const run = await importNow();
    expect(run.counts).toMatchObject({ new: 0, changed: 1, skipped: 12 });
    const oasis = await byKopisId("PF270007");
    expect(oasis?.startDate).toEqual([2027, 10, 25]);
    expect(oasis?.changes).toEqual(
      expect.arrayContaining([
        { field: "일정", before: "2027-10-21 ~ 2027-10-22", after: "2027-10-25 ~ 2027-10-26" },
        {
          field: "가격",
          before: "VIP석 253,000원, R석 209,000원, S석 187,000원",
          after: "VIP석 264,000원, R석 209,000원, S석 187,000원",
        },
      ]),
    );
    fake.setPerformance(fixturePerformance("PF270007"));
  });

  it("approves with exactly one of artistId and newArtist: the concert is public with poster, prices, links and venue, and the artist's fans are told", async () => {
    const fan = await buildUser(t);
    await t.request(`/api/favorites/artist/${bruno.id}`, { method: "POST", token: fan.token });
    const candidate = await byKopisId("PF270001");
    if (!candidate) throw new Error("no candidate");

    await expectError(await approve(candidate.candidateId, { genre: "POP" }), 422);
    await expectError(
      await approve(candidate.candidateId, {
        artistId: bruno.id,
        newArtist: { name: "Bruno Mars", krName: "브루노 마스" },
        genre: "POP",
      }),
      422,
    );
    const made = await expectBody(
      await approve(candidate.candidateId, { artistId: bruno.id, genre: "POP" }),
      candidateApproved,
      201,
    );
    const concert = await expectBody(
      await t.request(`/api/new-concerts/${made.newConcertId}`),
      concertDetail,
    );
    expect(concert).toMatchObject({
      artistId: bruno.id,
      title: "2027 BRUNO MARS LIVE IN KOREA",
      startDate: [2027, 4, 17],
      venueName: "고척스카이돔",
      cityName: "서울",
      venueAddress: "서울특별시 구로구 경인로 430",
      venueLocation: { lat: 37.498182, lng: 126.867104 },
      ticketPlatforms: "쿠팡플레이",
      ticketLinks: [
        { vendor: "쿠팡플레이", url: "https://www.coupangplay.com/event/brunomars2027" },
      ],
      prices: [
        { grade: "VIP석", price: 242_000 },
        { grade: "R석", price: 198_000 },
        { grade: "S석", price: 165_000 },
      ],
    });
    expect(concert.posterUrl).toBe(candidate.posterUrl);

    await produceAlerts(t.db.db, clock.now());
    const inbox = await expectBody(
      await t.request("/api/notifications", { token: fan.token }),
      notificationList,
    );
    expect(inbox.map((n) => [n.kind, n.url])).toContainEqual([
      "NEW_CONCERT",
      `/concert/${made.newConcertId}`,
    ]);
    // Approved: out of the queue, in the approved list.
    expect(await byKopisId("PF270001")).toBeUndefined();
    expect((await candidates("?status=APPROVED")).map((c) => c.kopisId)).toContain("PF270001");
  });

  it("makes one concert of two approvals at once", async () => {
    const candidate = await byKopisId("PF270010");
    if (!candidate) throw new Error("no candidate");
    const answers = await Promise.all(
      [1, 2].map(() =>
        approve(candidate.candidateId, {
          newArtist: { name: "Ed Sheeran", krName: "에드 시런" },
          genre: "POP",
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const made = await t.db.db
      .select({ id: newConcerts.id })
      .from(newConcerts)
      .where(eq(newConcerts.title, "에드 시런 내한공연 ED SHEERAN +-=÷× TOUR"));
    expect(made).toHaveLength(1);
  });

  it("dismisses for good: a re-run does not bring it back", async () => {
    const candidate = await byKopisId("PF270003");
    if (!candidate) throw new Error("no candidate");
    const answer = await t.request(
      `/api/admin/import-candidates/${candidate.candidateId}/dismiss`,
      {
        method: "POST",
        token: admin.token,
      },
    );
    expect(answer.status).toBe(204);
    await importNow();
    expect(await byKopisId("PF270003")).toBeUndefined();
    await expectError(
      await approve(candidate.candidateId, { artistId: bruno.id, genre: "POP" }),
      409,
    );
    await expectError(await approve(999_999, { artistId: bruno.id, genre: "POP" }), 404);
  });

  it("keeps an approved concert up to date: new dates and prices are a change its fans hear of, 공연완료 makes it past", async () => {
    const brunoId = (await candidates("?status=APPROVED")).find(
      (c) => c.kopisId === "PF270001",
    )?.newConcertId;
    if (!brunoId) throw new Error("not approved");
    // A fan of the concert hears of its changes.
    const fan = await buildUser(t);
    const favourite = await t.request(`/api/favorites/concert/${brunoId}`, {
      method: "POST",
      token: fan.token,
    });
    expect(favourite.status).toBe(201);
    const moved = fixturePerformance("PF270001")
      .replace("<prfpdfrom>2027.04.17", "<prfpdfrom>2027.04.24")
      .replace("<prfpdto>2027.04.18", "<prfpdto>2027.04.25")
      .replace("VIP석 242,000원", "VIP석 253,000원");
    fake.setPerformance(moved);
    const run = await importNow();
    expect(run.counts.changed).toBe(1);
    const concert = await expectBody(
      await t.request(`/api/new-concerts/${brunoId}`),
      concertDetail,
    );
    expect(concert.startDate).toEqual([2027, 4, 24]);
    expect(concert.prices[0]).toEqual({ grade: "VIP석", price: 253_000 });
    // Changes close together are one notice, told once they have settled.
    clock.advance(HOUR);
    await produceAlerts(t.db.db, clock.now());
    const inbox = await expectBody(
      await t.request("/api/notifications", { token: fan.token }),
      notificationList,
    );
    const changed = inbox.find(
      (n) => n.kind === "CONCERT_CHANGED" && n.url === `/concert/${brunoId}`,
    );
    expect(changed?.body).toContain("2027.04.24");
    expect(changed?.body).toContain("VIP석 253,000원");

    fake.setPerformance(moved.replace("<prfstate>공연예정", "<prfstate>공연완료"));
    await importNow();
    const over = await expectBody(await t.request(`/api/new-concerts/${brunoId}`), concertDetail);
    expect(over.concertStatus).toBe("COMPLETED");
  });

  it("goes on past a broken answer, a detail that 404s, a failing poster and a 5 MB poster, a line for each", async () => {
    for (const id of ["PF270011", "PF270009", "PF270004"]) {
      fake.removePerformance(id);
    }
    const add = (id: string, title: string, poster: boolean) =>
      fake.setPerformance(
        fixturePerformance("PF270002")
          .replaceAll("PF270002", id)
          .replace(/<prfnm>[^<]*<\/prfnm>/, `<prfnm>${title}</prfnm>`)
          .replace(
            /<poster>[^<]*<\/poster>/,
            poster
              ? `<poster>http://www.kopis.or.kr/upload/pfmPoster/PF_${id}.jpg</poster>`
              : "<poster></poster>",
          ),
      );
    add("PF279001", "뮤즈 내한공연", false);
    add("PF279002", "블러 내한공연", false);
    add("PF279003", "스트록스 내한공연", true);
    add("PF279004", "악틱 몽키즈 내한공연", true);
    fake.detailIncidents.set("PF279001", "malformed");
    fake.detailIncidents.set("PF279002", "not-found");
    fake.posterIncidents.set("/upload/pfmPoster/PF_PF279003.jpg", "fails");
    fake.posterIncidents.set("/upload/pfmPoster/PF_PF279004.jpg", "huge");

    const run = await importNow();
    expect(run.state).toBe("DONE");
    expect(run.counts.failed).toBe(2);
    expect(run.counts.new).toBe(2);
    expect(run.failures).toEqual(
      expect.arrayContaining([
        "PF279001 뮤즈 내한공연: KOPIS 공연 PF279001 상세 응답을 XML로 읽을 수 없습니다.",
        "PF279002 블러 내한공연: KOPIS에 공연 PF279002 상세 정보가 없습니다.",
        "PF279003 스트록스 내한공연: KOPIS 포스터 요청이 HTTP 500로 실패했습니다. 포스터 없이 저장했습니다.",
        "PF279004 악틱 몽키즈 내한공연: 포스터가 5MB보다 커서 받지 않았습니다. 포스터 없이 저장했습니다.",
      ]),
    );
    const strokes = await byKopisId("PF279003");
    expect(strokes?.posterUrl).toBeNull();
    expect(await byKopisId("PF279004")).toBeDefined();
  });

  it("ends a run whose key KOPIS refuses with the reason", async () => {
    const refused = createKopisClient({ apiKey: "expired", baseUrl: fake.baseUrl, timing: FAST });
    const runId = await createImportRun(t.db.db);
    await runKopisImport(
      { db: t.db.db, kopis: refused, storage: t.storage, clock: clock.now },
      runId,
    );
    const run = await expectBody(
      await t.request(`/api/admin/imports/kopis/${runId}`, { token: admin.token }),
      importRun,
    );
    expect(run.state).toBe("FAILED");
    expect(run.failures).toEqual([
      "KOPIS가 인증키를 거부했습니다 (SERVICE KEY IS NOT REGISTERED ERROR.). KOPIS_API_KEY가 올바른지 확인하세요.",
    ]);
    await expectError(
      await t.request("/api/admin/imports/kopis/999999", { token: admin.token }),
      404,
    );
  });
});

describe("KOPIS import without a key", () => {
  it("answers 503 with how to get one, and queues nothing", async () => {
    const bare = await createTestApp();
    try {
      const boss = await buildAdmin(bare);
      const answer = await bare.request("/api/admin/imports/kopis", {
        method: "POST",
        token: boss.token,
      });
      const error = await expectError(answer, 503);
      expect(error.message).toBe(IMPORT_MESSAGES.noKey);
    } finally {
      await bare.close();
    }
  });
});
