import type { SearchRow } from "@naehan/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders, stubFetch } from "../../../test/render";
import { SearchForm } from "./search-form";

describe("SearchForm", () => {
  it("searches for what the box shows, even letters typed before the page came alive", async () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchForm query="" onSearch={onSearch} />);
    const box = await screen.findByRole("combobox", { name: "검색어" });
    // Typed into the server's HTML before hydration: in the box, never through React's onChange.
    (box as HTMLInputElement).value = "  qwxzvbk ";
    fireEvent.submit(box.closest("form")!);
    expect(onSearch).toHaveBeenCalledWith("qwxzvbk");
  });

  it("is a plain GET form to /search?q= until the page comes alive", async () => {
    renderWithProviders(<SearchForm query="" onSearch={() => {}} />);
    const box = await screen.findByRole("combobox", { name: "검색어" });
    const form = box.closest("form")!;
    expect(form.getAttribute("action")).toBe("/search");
    expect(form.getAttribute("method")).toBe("get");
    expect(box.getAttribute("name")).toBe("q");
  });
});

const row = (
  artistId: number,
  artistName: string,
  artistkrName: string | null,
  newConcertId: number | null,
): SearchRow => ({
  artistId,
  artistName,
  artistkrName,
  imgUrl: `/media/a${artistId}.webp`,
  snsUrl: null,
  newConcertId,
  title: newConcertId === null ? null : `${artistName} 내한공연 ${newConcertId}`,
  posterUrl: null,
  startDate: null,
  endDate: null,
  date: null,
  venueName: null,
  genre: null,
  namesArtist: false,
});
const keywordOf = (url: string) => new URL(url, "http://x").searchParams.get("keyword");

describe("SearchForm suggestions", () => {
  const coldplayRows = [
    row(7, "Coldplay", "콜드플레이", 17),
    row(7, "Coldplay", "콜드플레이", 18),
    row(12, "Kodaline", "코다라인", null),
  ];

  it("offers each matching artist once, after typing pauses, and opens the one tapped", async () => {
    const user = userEvent.setup();
    const calls = stubFetch({ "/api/search": coldplayRows });
    const { router } = renderWithProviders(<SearchForm query="" onSearch={() => {}} />, {
      path: "/search",
    });
    const box = await screen.findByRole("combobox", { name: "검색어" });
    expect(box).toHaveAttribute("aria-expanded", "false");
    // Two keystrokes within the pause: one request, for what the box shows at the end.
    fireEvent.change(box, { target: { value: "ㅋ" } });
    fireEvent.change(box, { target: { value: "ㅋㄷ" } });

    const list = await screen.findByRole("listbox", { name: "추천 아티스트" });
    const options = within(list).getAllByRole("option");
    expect(options.map((option) => option.getAttribute("aria-label"))).toEqual([
      "콜드플레이 Coldplay",
      "코다라인 Kodaline",
    ]);
    expect(options[0]).toHaveTextContent("콜드플레이Coldplay");
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(box).toHaveAttribute("aria-controls", list.id);
    expect(calls.map((call) => keywordOf(call.url))).toEqual(["ㅋㄷ"]);
    expect(options[0]?.querySelector("img")).toHaveAttribute("src", "/media/a7.webp");

    await user.click(options[1]!);
    expect(router.state.location.pathname).toBe("/artist/12");
  });

  it("moves through the options with the arrows, opens one with Enter and closes on Escape", async () => {
    const user = userEvent.setup();
    stubFetch({ "/api/search": coldplayRows });
    const { router } = renderWithProviders(<SearchForm query="" onSearch={() => {}} />, {
      path: "/search",
    });
    const box = await screen.findByRole("combobox", { name: "검색어" });
    await user.type(box, "zhfe");
    const options = await screen.findAllByRole("option");

    await user.keyboard("{ArrowDown}");
    expect(box).toHaveAttribute("aria-activedescendant", options[0]?.id);
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    // Past the last option the box itself is active again, then the first.
    expect(box).not.toHaveAttribute("aria-activedescendant");
    await user.keyboard("{ArrowUp}");
    expect(box).toHaveAttribute("aria-activedescendant", options[1]?.id);

    await user.keyboard("{Escape}");
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();

    await user.type(box, "d");
    await screen.findAllByRole("option");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(router.state.location.pathname).toBe("/artist/7");
  });

  it("cancels the request of a query the fan has typed past", async () => {
    const signals = new Map<string, AbortSignal | null | undefined>();
    stubFetch({
      "/api/search": (init: RequestInit | undefined, url: string) => {
        const keyword = keywordOf(url) ?? "";
        signals.set(keyword, init?.signal);
        if (keyword === "ㅋ") return new Promise<Response>(() => {});
        return jsonResponse(coldplayRows);
      },
    });
    renderWithProviders(<SearchForm query="" onSearch={() => {}} />, { path: "/search" });
    const box = await screen.findByRole("combobox", { name: "검색어" });
    fireEvent.change(box, { target: { value: "ㅋ" } });
    await waitFor(() => expect(signals.has("ㅋ")).toBe(true));
    fireEvent.change(box, { target: { value: "ㅋㄷ" } });
    await screen.findByRole("listbox", { name: "추천 아티스트" });
    expect(signals.get("ㅋ")?.aborted).toBe(true);
  });

  it("does not suggest for the query the page was opened with until the fan types", async () => {
    const calls = stubFetch({ "/api/search": coldplayRows });
    renderWithProviders(<SearchForm query="콜드" onSearch={() => {}} />, { path: "/search" });
    const box = await screen.findByRole("combobox", { name: "검색어" });
    expect(box).toHaveValue("콜드");
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toHaveLength(0);
    expect(box).toHaveAttribute("aria-expanded", "false");
  });
});
