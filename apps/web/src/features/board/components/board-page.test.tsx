import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session";
import {
  jsonResponse,
  renderWithProviders,
  stubFetch,
  stubIntersectionObserver,
  toastTexts,
} from "../../../test/render";
import { tokenFor } from "../../../test/tokens";
import { articleFixture, commentFixture } from "../testing/fixtures";
import { BoardPage } from "./board-page";
beforeEach(() => {
  stubIntersectionObserver();
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.clear();
});

const board = (path = "/board/7") =>
  renderWithProviders(
    <BoardPage artistId={7} header={<p>콜드플레이</p>} artistName="콜드플레이" concerts={[]} />,
    { path },
  );

const mine = articleFixture(3, {
  title: "<b>굵게</b> 아님",
  content: "첫 줄\n<script>둘째 줄</script>",
  commentCount: 1,
});
const orphan = articleFixture(2, { userName: null, title: "주인 없는 글" });

function stubBoard(extra: Record<string, unknown> = {}) {
  return stubFetch({
    "/api/articles/artist/7": [mine, orphan],
    "/api/articles/3": mine,
    "/api/comments/article/3": [commentFixture(1, { articleId: 3, content: "좋아요" })],
    ...extra,
  });
}

describe("BoardPage", () => {
  it("lists the posts with their author (익명 when gone) and date and time", async () => {
    stubBoard();
    board();
    expect(screen.getByText("Loading articles...")).toBeInTheDocument();
    const rows = within(await screen.findByRole("list", { name: "게시글 목록" })).getAllByRole(
      "link",
    );
    expect(rows[0]).toHaveTextContent("콜플덕후");
    expect(rows[0]).toHaveTextContent("2026.11.18 21:14");
    expect(rows[0]).toHaveAttribute("href", "/board/7?post=3");
    expect(rows[1]).toHaveTextContent("익명");
  });

  it("loads the next page as the end of the list comes into view", async () => {
    const calls = stubFetch({
      "/api/articles/artist/7": (_init: RequestInit | undefined, url: string) =>
        url.includes("cursor=next")
          ? jsonResponse([articleFixture(1, { title: "가장 오래된 글" })])
          : jsonResponse([mine, orphan], 200, { "x-next-cursor": "next" }),
    });
    board();
    expect(await screen.findByText("가장 오래된 글")).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "게시글 목록" });
    expect(within(list).getAllByRole("link")).toHaveLength(3);
    expect(calls.filter((c) => c.url.includes("cursor=next"))).toHaveLength(1);
  });

  it("shows the empty and failure texts", async () => {
    stubFetch({ "/api/articles/artist/7": [] });
    const empty = board();
    expect(await screen.findByText("No articles available.")).toBeInTheDocument();
    empty.unmount();
    stubFetch({
      "/api/articles/artist/7": () => jsonResponse({ code: "INTERNAL", message: "x" }, 500),
    });
    board();
    expect(
      await screen.findByText("Failed to load articles. Please try again later."),
    ).toBeInTheDocument();
  });

  it("sends a logged-out writer to log in", async () => {
    stubBoard();
    const { router } = board();
    fireEvent.click(await screen.findByRole("button", { name: "글쓰기" }));
    expect(toastTexts()).toEqual(["로그인이 필요합니다!"]);
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.search).toBe("?next=%2Fboard%2F7");
  });

  it("opens a post named in the URL as a dialog, its text as text, and closes it", async () => {
    stubBoard();
    const { router } = board("/board/7?post=3");
    const dialog = await screen.findByRole("dialog", { name: "게시글" });
    expect(
      await within(dialog).findByRole("heading", { name: "<b>굵게</b> 아님" }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/<script>둘째 줄<\/script>/)).toBeInTheDocument();
    expect(dialog.querySelector("b, script")).toBeNull();
    expect(await within(dialog).findByText("좋아요")).toBeInTheDocument();
    // Logged out: nothing to change.
    expect(within(dialog).queryByRole("button", { name: "수정" })).toBeNull();

    fireEvent.click(within(dialog).getByRole("button", { name: "닫기" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes with Escape and with back after opening from the list", async () => {
    stubBoard();
    const { router } = board();
    fireEvent.click(await screen.findByRole("link", { name: /주인 없는 글/ }));
    await waitFor(() => expect(router.state.location.search).toBe("?post=2"));
    const dialog = await screen.findByRole("dialog", { name: "게시글" });
    fireEvent(dialog, new Event("cancel", { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.search).toBe("");

    fireEvent.click(screen.getByRole("link", { name: /주인 없는 글/ }));
    await screen.findByRole("dialog");
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("lets the author delete after confirming, then closes the popup", async () => {
    sessionStore.signIn({ token: tokenFor(1), refreshToken: "r", nickname: "콜플덕후" });
    const calls = stubBoard({
      "/api/articles/3": (init: RequestInit | undefined) =>
        init?.method === "DELETE" ? new Response(null, { status: 204 }) : jsonResponse(mine),
    });
    const { router } = board("/board/7?post=3");
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByRole("button", { name: "수정" })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "삭제" }));
    const question = await screen.findByRole("alertdialog", {
      name: "Are you sure you want to delete?",
    });
    // Nothing is sent before the answer.
    expect(calls.some((c) => c.init?.method === "DELETE")).toBe(false);
    fireEvent.click(within(question).getByRole("button", { name: "삭제" }));
    await waitFor(() => expect(toastTexts()).toEqual(["Post deleted"]));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(calls.some((c) => c.init?.method === "DELETE" && c.url === "/api/articles/3")).toBe(
      true,
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.search).toBe("");
  });

  it("shows a toast when deleting fails, and shows no edit or delete to anyone but the author", async () => {
    sessionStore.signIn({ token: tokenFor(1), refreshToken: "r", nickname: "콜플덕후" });
    stubBoard({
      "/api/articles/3": (init: RequestInit | undefined) =>
        init?.method === "DELETE"
          ? jsonResponse({ code: "FORBIDDEN", message: "x" }, 403)
          : jsonResponse(mine),
    });
    board("/board/7?post=3");
    fireEvent.click(
      await within(await screen.findByRole("dialog")).findByRole("button", { name: "삭제" }),
    );
    const question = await screen.findByRole("alertdialog");
    fireEvent.click(within(question).getByRole("button", { name: "삭제" }));
    await waitFor(() => expect(toastTexts()).toEqual(["Post delete failed"]));
    expect(screen.getByRole("dialog")).toBeInTheDocument();

    sessionStore.signIn({ token: tokenFor(2), refreshToken: "r", nickname: "다른팬" });
    await waitFor(() =>
      expect(within(screen.getByRole("dialog")).queryByRole("button", { name: "삭제" })).toBeNull(),
    );
  });
});
