import type { SearchRow } from "@naehan/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../../../lib/session";
import { renderWithProviders, sentJson, stubFetch, toastTexts } from "../../../test/render";
import { tokenFor } from "../../../test/tokens";
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
  namesArtist: false,
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
    expect(await screen.findByRole("combobox", { name: "검색어" })).toHaveValue("");
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
    expect(screen.getByRole("combobox", { name: "검색어" })).toHaveValue("콜드 플레이");
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
    const box = await screen.findByRole("combobox", { name: "검색어" });

    await user.type(box, "   {Enter}");
    expect(router.state.location.search).toBe("");
    expect(calls).toHaveLength(0);

    await user.clear(box);
    await user.type(box, "  뮤즈 {Enter}");
    await waitFor(() => expect(router.state.location.search).toBe("?q=%EB%AE%A4%EC%A6%88"));
    expect(keywordOf(calls[0]?.url ?? "")).toBe("뮤즈");

    // A new query remounts the box with it.
    const again = screen.getByRole("combobox", { name: "검색어" });
    expect(again).toHaveValue("뮤즈");
    await user.clear(again);
    await user.type(again, "KSPO");
    await user.click(screen.getByRole("button", { name: "검색" }));
    await waitFor(() => expect(router.state.location.search).toBe("?q=KSPO"));

    // Back restores the previous query, in the box and in the results.
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole("combobox")).toHaveValue("뮤즈"));
  });

  it("holds each result's thumbnail at its size with the artist's initial until the picture loads", async () => {
    const oasis = coldplay({
      artistId: 8,
      artistName: "Oasis",
      artistkrName: null,
      imgUrl: "/media/oasis.webp",
      newConcertId: null,
      title: null,
      startDate: null,
      endDate: null,
      venueName: null,
      genre: null,
    });
    stubFetch({ "/api/search": [coldplay({ posterUrl: "/media/poster.webp" }), oasis] });
    renderSearch("/search?q=ㅋ");
    const concert = await screen.findByRole("link", { name: "2027 콜드플레이 내한공연" });
    const concertInitial = within(concert).getByText("콜");
    expect(concertInitial).toHaveAttribute("aria-hidden", "true");
    const posterBox = concertInitial.parentElement;
    expect(posterBox).toHaveStyle({ width: "72px", height: "108px" });
    expect(posterBox?.querySelector("img")).toHaveAttribute("src", "/media/poster.webp");

    const artist = screen.getByRole("link", { name: /Oasis/ });
    const avatarBox = within(artist).getByText("O").parentElement;
    expect(avatarBox).toHaveStyle({ width: "72px", height: "72px" });
    expect(avatarBox?.querySelector("img")).toHaveAttribute("src", "/media/oasis.webp");
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

  it("offers 내한 소식 알려 주세요 under an empty result and sends a signed-in fan's request", async () => {
    sessionStore.signIn({ token: tokenFor(1), refreshToken: "r", nickname: "팬" });
    const calls = stubFetch({
      "/api/search": [],
      "/api/alerts/artist-requests": { name: "테일러 스위프트", requested: true },
    });
    renderSearch("/search?q=%ED%85%8C%EC%9D%BC%EB%9F%AC%20%EC%8A%A4%EC%9C%84%ED%94%84%ED%8A%B8");
    const box = await screen.findByRole("region", { name: "내한 소식 알려 주세요" });
    expect(box).toHaveTextContent("‘테일러 스위프트’ 공연이 등록되면 알려 드려요.");
    await userEvent.click(
      within(box).getByRole("button", { name: "‘테일러 스위프트’ 내한 소식 알려 주세요" }),
    );
    expect(await within(box).findByRole("button", { name: "요청 완료" })).toBeDisabled();
    expect(toastTexts()).toContain("‘테일러 스위프트’ 내한 소식이 오면 알려 드릴게요.");
    const sent = calls.find((call) => call.url === "/api/alerts/artist-requests");
    expect(sent?.init?.method).toBe("PUT");
    expect(sentJson(sent?.init)).toEqual({ name: "테일러 스위프트" });
    sessionStore.clear();
  });

  it("asks a logged-out fan to log in before 내한 소식 알려 주세요, and back to the search after", async () => {
    sessionStore.clear();
    const calls = stubFetch({ "/api/search": [] });
    const { router } = renderSearch("/search?q=qwxzv");
    await userEvent.click(
      await screen.findByRole("button", { name: "‘qwxzv’ 내한 소식 알려 주세요" }),
    );
    expect(toastTexts()).toEqual(["로그인이 필요합니다!"]);
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent("/search?q=qwxzv")}`);
    expect(calls.some((call) => call.url.includes("artist-requests"))).toBe(false);
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
