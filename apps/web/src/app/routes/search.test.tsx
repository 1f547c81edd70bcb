import type { SearchRow } from "@naehan/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubFetch } from "../../test/render";
import { Component as SearchRoute } from "./search";

const coldplay = (overrides: Partial<SearchRow> = {}): SearchRow => ({
  artistId: 7,
  artistName: "Coldplay",
  artistkrName: "콜드플레이",
  imgUrl: "/media/coldplay.svg",
  snsUrl: "https://www.instagram.com/coldplay/",
  newConcertId: 17,
  title: "2027 콜드플레이 내한공연",
  posterUrl: null,
  startDate: [2027, 4, 16],
  endDate: [2027, 4, 17],
  date: "2027-04-16",
  venueName: "고양종합운동장 주경기장",
  genre: "ROCK",
  ...overrides,
});
const tribute = coldplay({
  artistId: 9,
  artistName: "Viva Band",
  artistkrName: "비바 밴드",
  newConcertId: 30,
  title: "콜드플레이 트리뷰트 나이트",
  venueName: "롤링홀",
  genre: "POP",
});

const renderSearch = (path: string) =>
  renderWithProviders(<SearchRoute />, { path, routePath: "/search" });
const keywordOf = (url: string) => new URL(url, "http://x").searchParams.get("keyword");

describe("/search", () => {
  it("before a search shows the box and asks the server nothing", async () => {
    const calls = stubFetch({ "/api/search": [] });
    renderSearch("/search");
    expect(await screen.findByRole("searchbox", { name: "검색어" })).toHaveValue("");
    expect(screen.getByRole("button", { name: "검색" })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the artist block and only its concerts when the first row's name is the query", async () => {
    const calls = stubFetch({ "/api/search": [coldplay(), tribute] });
    renderSearch("/search?q=%EC%BD%9C%EB%93%9C%20%ED%94%8C%EB%A0%88%EC%9D%B4");
    const block = await screen.findByRole("article", { name: "콜드플레이" });
    expect(block).toHaveTextContent("Coldplay");
    expect(screen.getByRole("link", { name: /콜드플레이.*아티스트 정보/ })).toHaveAttribute(
      "href",
      "/artist/7",
    );
    expect(screen.getByRole("link", { name: "콜드플레이 공식 SNS" })).toHaveAttribute(
      "href",
      "https://www.instagram.com/coldplay/",
    );
    expect(screen.getByRole("heading", { name: "내한 예정" })).toBeInTheDocument();
    const concert = screen.getByRole("link", { name: "2027 콜드플레이 내한공연" });
    expect(concert).toHaveAttribute("href", "/concert/17");
    expect(concert).toHaveTextContent("2027.04.16~04.17");
    expect(concert).toHaveTextContent("고양종합운동장 주경기장");
    expect(concert).toHaveTextContent("ROCK");
    expect(screen.queryByText("콜드플레이 트리뷰트 나이트")).not.toBeInTheDocument();
    expect(keywordOf(calls[0]?.url ?? "")).toBe("콜드 플레이");
    expect(screen.getByRole("searchbox", { name: "검색어" })).toHaveValue("콜드 플레이");
  });

  it("lists every row as results without a block when the query does not name the first artist", async () => {
    const oasis = coldplay({
      artistId: 8,
      artistName: "Oasis",
      artistkrName: "오아시스",
      newConcertId: null,
      title: null,
      startDate: null,
      endDate: null,
      venueName: null,
      genre: null,
    });
    stubFetch({ "/api/search": [coldplay(), tribute, oasis] });
    renderSearch("/search?q=ㅋㄷㅍㄹㅇ");
    const first = await screen.findByRole("link", { name: "2027 콜드플레이 내한공연" });
    expect(first).toHaveTextContent("콜드플레이");
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "콜드플레이 트리뷰트 나이트" })).toHaveAttribute(
      "href",
      "/concert/30",
    );
    expect(screen.getByRole("link", { name: /오아시스/ })).toHaveAttribute("href", "/artist/8");
  });

  it("puts the query in the URL on Enter and on the button, and ignores a blank query", async () => {
    const user = userEvent.setup();
    const calls = stubFetch({ "/api/search": [] });
    const { router } = renderSearch("/search");
    const box = await screen.findByRole("searchbox", { name: "검색어" });

    await user.type(box, "   {Enter}");
    expect(router.state.location.search).toBe("");
    expect(calls).toHaveLength(0);

    await user.clear(box);
    await user.type(box, "  뮤즈 {Enter}");
    await waitFor(() => expect(router.state.location.search).toBe("?q=%EB%AE%A4%EC%A6%88"));
    expect(keywordOf(calls[0]?.url ?? "")).toBe("뮤즈");

    // A new query remounts the box with it.
    const again = screen.getByRole("searchbox", { name: "검색어" });
    expect(again).toHaveValue("뮤즈");
    await user.clear(again);
    await user.type(again, "KSPO");
    await user.click(screen.getByRole("button", { name: "검색" }));
    await waitFor(() => expect(router.state.location.search).toBe("?q=KSPO"));

    // Back restores the previous query, in the box and in the results.
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole("searchbox")).toHaveValue("뮤즈"));
  });

  it("says there is no artist or concert for the query", async () => {
    stubFetch({ "/api/search": [] });
    renderSearch("/search?q=qwxzv");
    expect(
      await screen.findByText(
        (_, element) =>
          element?.tagName === "P" &&
          element.textContent === "‘qwxzv’에 해당하는 아티스트나 공연이 없습니다.",
      ),
    ).toBeInTheDocument();
  });

  it("shows the failure in red", async () => {
    stubFetch({
      "/api/search": () =>
        new Response(JSON.stringify({ code: "INTERNAL", message: "서버 오류" }), { status: 500 }),
    });
    renderSearch("/search?q=coldplay");
    const message = await screen.findByText("Failed to fetch search results.");
    expect(message).toHaveClass("error");
  });
});
