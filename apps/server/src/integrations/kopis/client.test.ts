import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES } from "@naehan/contract";
import { type FakeKopis, startFakeKopis } from "../../test/fake-kopis";
import { createKopisClient } from "./client";
import { KopisError } from "./errors";

let fake: FakeKopis;
const FAST = { minIntervalMs: 0, posterIntervalMs: 0, timeoutMs: 5_000 };

beforeAll(async () => {
  fake = await startFakeKopis();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.detailIncidents.clear();
  fake.posterIncidents.clear();
});

const client = (apiKey: string | null = fake.apiKey) =>
  createKopisClient({ apiKey, baseUrl: fake.baseUrl, timing: FAST });

async function failure(promise: Promise<unknown>): Promise<KopisError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(KopisError);
  return error as KopisError;
}

const YEAR = { stdate: "20270301", eddate: "20280229" };

describe("KOPIS client", () => {
  it("reads the 대중음악 list page by page until a page comes back empty", async () => {
    const kopis = client();
    const first = await kopis.listPage({ ...YEAR, cpage: 1, rows: 5 });
    const second = await kopis.listPage({ ...YEAR, cpage: 2, rows: 5 });
    const third = await kopis.listPage({ ...YEAR, cpage: 3, rows: 5 });
    const past = await kopis.listPage({ ...YEAR, cpage: 4, rows: 5 });
    const ids = [...first, ...second, ...third].map((l) => l.mt20id);
    expect(first).toHaveLength(5);
    expect(ids).toHaveLength(13);
    expect(new Set(ids).size).toBe(13);
    // The musical is another genre: KOPIS leaves it out of a CCCD list.
    expect(ids).not.toContain("PF270008");
    expect(past).toEqual([]);
    expect(first[0]).toMatchObject({
      mt20id: "PF270001",
      prfnm: "2027 BRUNO MARS LIVE IN KOREA",
      prfpdfrom: "2027.04.17",
      prfpdto: "2027.04.18",
      fcltynm: "고척스카이돔",
      area: "서울특별시",
      genrenm: "대중음악",
      prfstate: "공연예정",
    });
  });

  it("keeps to the period it is asked for", async () => {
    const april = await client().listPage({
      stdate: "20270401",
      eddate: "20270430",
      cpage: 1,
      rows: 100,
    });
    expect(april.map((l) => l.mt20id)).toEqual(["PF270001", "PF270006", "PF270010"]);
  });

  it("maps a detail: prices, vendors' links, the 내한 flag, the venue's id", async () => {
    const detail = await client().detail("PF270007");
    expect(detail).toMatchObject({
      mt20id: "PF270007",
      mt10id: "FC001212",
      prfnm: "오아시스 내한공연 [OASIS LIVE '27]",
      prfcast: "오아시스",
      pcseguidance: "VIP석 253,000원, R석 209,000원, S석 187,000원",
      visit: true,
      festival: false,
      dtguidance: "목요일(20:00), 금요일(20:00)",
    });
    expect(detail.relates).toEqual([
      { name: "티켓링크", url: "https://www.ticketlink.co.kr/product/27000007" },
      { name: "인터파크", url: "https://tickets.interpark.com/goods/27000007" },
    ]);
    // A record without the flag says nothing either way.
    expect((await client().detail("PF270012")).visit).toBeNull();
    expect((await client().detail("PF270006")).poster).toBe("");
  });

  it("maps a venue's address and coordinates", async () => {
    expect(await client().venue("FC001431")).toEqual({
      mt10id: "FC001431",
      fcltynm: "고척스카이돔",
      adres: "서울특별시 구로구 경인로 430",
      la: 37.498182,
      lo: 126.867104,
    });
  });

  it("tells a refused key by KOPIS's error record", async () => {
    const error = await failure(client("not-a-key").listPage({ ...YEAR, cpage: 1, rows: 10 }));
    expect(error.failure).toBe("refused");
    expect(error.message).toContain("SERVICE KEY IS NOT REGISTERED ERROR.");
  });

  it("answers an unknown id, a 404 and a broken answer as failures naming the performance", async () => {
    const unknown = await failure(client().detail("PF999999"));
    expect(unknown.failure).toBe("not-found");
    expect(unknown.message).toContain("PF999999");
    fake.detailIncidents.set("PF270002", "not-found");
    expect((await failure(client().detail("PF270002"))).failure).toBe("not-found");
    fake.detailIncidents.set("PF270003", "malformed");
    const broken = await failure(client().detail("PF270003"));
    expect(broken.failure).toBe("bad-xml");
    expect(broken.message).toContain("PF270003");
  });

  it("downloads a poster, refuses one over the limit and one that fails", async () => {
    const { poster } = await client().detail("PF270001");
    const bytes = await client().poster(poster, IMAGE_MAX_BYTES);
    expect(bytes[0]).toBe(0xff);
    const path = new URL(poster).pathname;
    fake.posterIncidents.set(path, "huge");
    expect((await failure(client().poster(poster, IMAGE_MAX_BYTES))).failure).toBe("too-large");
    fake.posterIncidents.set(path, "fails");
    const failed = await failure(client().poster(poster, IMAGE_MAX_BYTES));
    expect(failed.failure).toBe("http");
    expect(failed.message).toContain("500");
  });

  it("downloads posters only from KOPIS's host", async () => {
    const error = await failure(
      client().poster("http://169.254.169.254/latest/meta-data", IMAGE_MAX_BYTES),
    );
    expect(error.message).toContain("KOPIS 밖의 포스터 주소");
    expect(fake.requests).toEqual([]);
  });

  it("asks nothing without a key", async () => {
    const kopis = client(null);
    expect(kopis.configured).toBe(false);
    expect((await failure(kopis.detail("PF270001"))).failure).toBe("not-configured");
    expect(fake.requests).toEqual([]);
  });
});
