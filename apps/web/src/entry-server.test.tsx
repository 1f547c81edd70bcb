// @vitest-environment node
import type { ApiFetch, ConcertDetail } from "@naehan/contract";
import { describe, expect, it } from "vitest";
import { render, renderHead } from "./entry-server";

const concert = (title: string, over: Partial<ConcertDetail> = {}): ConcertDetail => ({
  newConcertId: 1,
  artistId: 2,
  artistName: `${title} Band`,
  title,
  subTitle: null,
  posterUrl: `/media/${title.toLowerCase()}.webp`,
  startDate: [2027, 5, 1],
  endDate: [2027, 5, 2],
  genre: "ROCK",
  concertStatus: "UPCOMING",
  venueName: "KSPO DOME",
  cityName: "서울",
  countryName: "대한민국",
  countryCode: "KR",
  ticketPlatforms: "NOL 티켓",
  ticketUrl: null,
  date: "2027-05-01",
  startTime: null,
  doorsTime: null,
  ogImageUrl: `/share/new-concerts/1.jpg?v=${title.toLowerCase()}`,
  prediction: null,
  hasEarlierSetlists: false,
  ticketRounds: [],
  prices: [],
  ...over,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's API as one render sees it: this concert, answered after `delay` ms. */
function api(answer: ConcertDetail, delay: number) {
  const asked: string[] = [];
  const apiFetch: ApiFetch = async (path) => {
    asked.push(path);
    await sleep(delay);
    const body = path.endsWith("/predicted-setlist") ? [] : answer;
    return new Response(JSON.stringify(body), {
      headers: { "content-type": "application/json" },
    });
  };
  return { apiFetch, asked };
}

const page = (path: string) => new Request(`http://naehan.test${path}`);

describe("the server renderer", () => {
  it("renders two pages at once, each with its own API", async () => {
    const alpha = api(concert("Alpha"), 40);
    const beta = api(concert("Beta"), 5);
    const [first, second] = await Promise.all([
      render(page("/concert/1"), alpha.apiFetch),
      render(page("/concert/1"), beta.apiFetch),
    ]);
    if (first.kind !== "page" || second.kind !== "page") throw new Error("not rendered");
    expect(first.html).toContain("Alpha");
    expect(first.html).not.toContain("Beta");
    expect(first.state).not.toContain("Beta");
    expect(second.html).toContain("Beta");
    expect(second.html).not.toContain("Alpha");
    expect([first.head.title, second.head.title]).toEqual(["Alpha | 내한", "Beta | 내한"]);
    expect(alpha.asked.sort()).toEqual([
      "/api/new-concerts/1",
      "/api/new-concerts/1/predicted-setlist",
    ]);
    expect(beta.asked).toHaveLength(2);
  });

  it("shows a concert's start and doors times in its 일정 row once they are announced", async () => {
    const timed = api(concert("Alpha", { startTime: "19:30", doorsTime: "18:30" }), 0);
    const untimed = api(concert("Beta"), 0);
    const [withTimes, without] = await Promise.all([
      render(page("/concert/1"), timed.apiFetch),
      render(page("/concert/1"), untimed.apiFetch),
    ]);
    if (withTimes.kind !== "page" || without.kind !== "page") throw new Error("not rendered");
    expect(withTimes.html).toContain("19:30 공연 시작 · 18:30 입장");
    expect(without.html).not.toContain("공연 시작");
  });

  it("declares a concert page's head from its data: the card, its picture, what to fetch early", async () => {
    const { apiFetch } = api(concert("Alpha"), 0);
    const head = await renderHead(page("/concert/1"), apiFetch);
    expect(head).toEqual({
      title: "Alpha | 내한",
      description: "Alpha Band · 2027.05.01 ~ 05.02 · KSPO DOME, 서울 · 예매 NOL 티켓",
      image: "/share/new-concerts/1.jpg?v=alpha",
      type: "website",
      preloads: {
        images: ["/media/alpha.webp"],
        fetches: ["/api/new-concerts/1", "/api/new-concerts/1/predicted-setlist"],
      },
    });
  });

  it("declares no card for a concert that is not there", async () => {
    const apiFetch: ApiFetch = () =>
      Promise.resolve(
        new Response(JSON.stringify({ code: "NOT_FOUND", message: "없음" }), { status: 404 }),
      );
    expect(await renderHead(page("/concert/9"), apiFetch)).toEqual({});
  });

  it("answers 404 with the not-found screen for what does not exist", async () => {
    const missing: ApiFetch = () =>
      Promise.resolve(
        new Response(JSON.stringify({ code: "NOT_FOUND", message: "공연을 찾을 수 없습니다." }), {
          status: 404,
        }),
      );
    for (const path of ["/concert/9", "/artist/9", "/board/9", "/concert/abc", "/no/such/page"]) {
      const result = await render(page(path), missing);
      expect(result.kind === "page" && result.status, path).toBe(404);
    }
    // The not-found screen is already in the HTML, with no spinner; an id the API does not know
    // goes to the browser as not found, so it shows the same screen without asking again.
    for (const path of ["/concert/9", "/artist/9", "/concert/abc", "/no/such/page"]) {
      const result = await render(page(path), missing);
      expect(result.kind === "page" && result.html, path).toContain("홈으로 가기");
      // No spinner (the CSS module's class names stay as written in this build).
      expect(result.kind === "page" && result.html, path).not.toMatch(
        /class="spinner"|Loading|불러오는 중/,
      );
    }
    const concertPage = await render(page("/concert/9"), missing);
    const state = JSON.parse(concertPage.kind === "page" ? concertPage.state : "{}") as {
      queries: { queries: { state: { status: string; error: unknown } }[] };
    };
    expect(state.queries.queries.map((query) => query.state)).toContainEqual(
      expect.objectContaining({
        status: "error",
        error: expect.objectContaining({ name: "ApiError", status: 404 }) as unknown,
      }),
    );
    const found = await render(page("/concert/1"), api(concert("Alpha"), 0).apiFetch);
    expect(found.kind === "page" && found.status).toBe(200);
  });

  it("leaves the signed-in fan's pages to the browser, asking the API nothing", async () => {
    const { apiFetch, asked } = api(concert("Alpha"), 0);
    for (const path of ["/mypage", "/admin"]) {
      expect(await render(page(path), apiFetch)).toEqual({ kind: "shell", head: {} });
    }
    expect(asked).toEqual([]);
  });
});
