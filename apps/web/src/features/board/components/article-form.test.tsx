import type { ArtistConcert } from "@naehan/contract";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session";
import {
  jsonResponse,
  renderWithProviders,
  stubFetch,
  toastTexts,
  sentJson,
} from "../../../test/render";
import { tokenFor } from "../../../test/tokens";
import { articleFixture } from "../testing/fixtures";
import { ArticleForm } from "./article-form";
beforeEach(() => {
  sessionStore.signIn({ token: tokenFor(1), refreshToken: "r", nickname: "콜플덕후" });
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.clear();
});

const concerts: ArtistConcert[] = [
  {
    newConcertId: 31,
    title: "2027 콜드플레이 내한공연",
    startDate: [2027, 4, 16],
    endDate: [2027, 4, 19],
    posterUrl: null,
  },
];

function form(props: Partial<Parameters<typeof ArticleForm>[0]> = {}) {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(
    <ArticleForm
      artistId={7}
      artistName="콜드플레이"
      concerts={concerts}
      onCancel={onCancel}
      onSaved={onSaved}
      {...props}
    />,
  );
  return { onSaved, onCancel };
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const sent = (calls: { init?: RequestInit }[]) =>
  calls.filter((c) => c.init?.method === "POST" || c.init?.method === "PUT");

describe("ArticleForm", () => {
  it("shows the artist fixed and the concert choice only on the concert board", () => {
    form();
    expect(screen.getByLabelText("아티스트")).toHaveValue("콜드플레이");
    expect(screen.getByLabelText("아티스트")).toHaveAttribute("readonly");
    expect(screen.queryByLabelText(/공연/)).toBeNull();
    fireEvent.change(screen.getByLabelText("게시판"), { target: { value: "NEW_CONCERT" } });
    const concert = screen.getByLabelText(/공연/);
    expect([...concert.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "선택 안 함",
      "2027 콜드플레이 내한공연 (2027.04.16~04.19)",
    ]);
  });

  it("asks for both a title and content, and sends nothing until both are there", async () => {
    const calls = stubFetch({});
    form();
    fill("제목", "   ");
    fill("내용", "본문");
    fireEvent.click(screen.getByRole("button", { name: "등록" }));
    await waitFor(() => expect(toastTexts()).toEqual(["제목과 내용을 모두 입력해주세요."]));
    fill("제목", "제목");
    fill("내용", "\n  ");
    fireEvent.click(screen.getByRole("button", { name: "등록" }));
    await waitFor(() => expect(toastTexts()).toHaveLength(2));
    expect(toastTexts()[1]).toBe("제목과 내용을 모두 입력해주세요.");
    expect(sent(calls)).toHaveLength(0);
  });

  it("creates a concert-board post naming the concert, then says so", async () => {
    const created = articleFixture(40);
    const calls = stubFetch({ "/api/articles": () => jsonResponse(created, 201) });
    const { onSaved } = form();
    fireEvent.change(screen.getByLabelText("게시판"), { target: { value: "NEW_CONCERT" } });
    fireEvent.change(screen.getByLabelText(/공연/), { target: { value: "31" } });
    fill("제목", " 같이 가요 ");
    fill("내용", "첫 줄\n둘째 줄");
    fireEvent.click(screen.getByRole("button", { name: "등록" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(created));
    expect(toastTexts()).toEqual(["Post created"]);
    expect(sentJson(sent(calls)[0]?.init)).toEqual({
      title: "같이 가요",
      content: "첫 줄\n둘째 줄",
      categoryType: "NEW_CONCERT",
      newConcertId: 31,
      artistId: 7,
    });
  });

  it("sends no concert for the free board, and shows a toast when creating fails", async () => {
    const calls = stubFetch({
      "/api/articles": () => jsonResponse({ code: "INTERNAL", message: "x" }, 500),
    });
    const { onSaved } = form();
    fill("제목", "자유");
    fill("내용", "글");
    fireEvent.click(screen.getByRole("button", { name: "등록" }));
    await waitFor(() => expect(toastTexts()).toEqual(["Post creation failed"]));
    expect(sentJson(sent(calls)[0]?.init)).toMatchObject({
      categoryType: "FREE_BOARD",
      newConcertId: 0,
    });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("edits a post, keeping its past concert choosable, and says so on success or failure", async () => {
    const post = articleFixture(5, {
      title: "원래 제목",
      categoryType: "NEW_CONCERT",
      category: "NEW_CONCERT",
      newConcertId: 12,
      newConcert: { id: 12, title: "2025 콜드플레이 내한공연" },
    });
    let fail = true;
    const calls = stubFetch({
      "/api/articles/5": () =>
        fail
          ? jsonResponse({ code: "INTERNAL", message: "x" }, 500)
          : jsonResponse({ ...post, title: "새 제목" }),
    });
    const { onSaved, onCancel } = form({ article: post });
    expect(screen.getByLabelText("제목")).toHaveValue("원래 제목");
    expect(screen.getByLabelText(/공연/)).toHaveValue("12");
    fill("제목", "새 제목");
    fireEvent.click(screen.getByRole("button", { name: "수정" }));
    await waitFor(() => expect(toastTexts()).toEqual(["Post edit failed"]));

    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "수정" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(toastTexts()).toEqual(["Post edit failed", "Post updated"]);
    expect(sent(calls).every((c) => c.init?.method === "PUT")).toBe(true);
    expect(sentJson(sent(calls)[1]?.init)).toMatchObject({
      title: "새 제목",
      newConcertId: 12,
    });

    fireEvent.click(screen.getByRole("button", { name: "취소" }));
    expect(onCancel).toHaveBeenCalled();
  });
});
