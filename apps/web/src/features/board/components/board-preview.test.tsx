import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sessionStore } from "../../../lib/session";
import { renderWithProviders, stubFetch, stubIntersectionObserver } from "../../../test/render";
import { tokenFor } from "../../../test/tokens";
import { articleFixture, commentFixture } from "../testing/fixtures";
import { BoardPreview } from "./board-preview";

beforeEach(() => stubIntersectionObserver());
afterEach(() => sessionStore.clear());

describe("BoardPreview", () => {
  it("asks for the newest 10, links 더보기 to the board, and opens a post read-only in the URL", async () => {
    sessionStore.signIn({ token: tokenFor(1), refreshToken: "r", nickname: "콜플덕후" });
    const posts = Array.from({ length: 10 }, (_, i) => articleFixture(20 - i));
    const calls = stubFetch({
      "/api/articles/artist/7": posts,
      "/api/articles/20": posts[0],
      "/api/comments/article/20": [commentFixture(1, { articleId: 20, content: "첫 댓글" })],
    });
    const { router } = renderWithProviders(<BoardPreview artistId={7} />, { path: "/artist/7" });
    const list = await screen.findByRole("list", { name: "게시판 미리보기" });
    expect(within(list).getAllByRole("link")).toHaveLength(10);
    expect(calls[0]?.url).toBe("/api/articles/artist/7?limit=10");
    expect(screen.getByRole("link", { name: "게시판 더보기" })).toHaveAttribute("href", "/board/7");

    fireEvent.click(within(list).getByRole("link", { name: /글 20/ }));
    const dialog = await screen.findByRole("dialog", { name: "게시글" });
    expect(router.state.location.search).toBe("?post=20");
    expect(within(dialog).getByRole("heading", { name: "글 20" })).toBeInTheDocument();
    expect(await within(dialog).findByText("첫 댓글")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "댓글 입력" })).toBeInTheDocument();
    // The author's own post, yet read-only here.
    expect(within(dialog).queryByRole("button", { name: "수정" })).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "삭제" })).toBeNull();

    // Closing goes back over the post's history entry: the page is as it was.
    fireEvent.click(within(dialog).getByRole("button", { name: "닫기" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.search).toBe("");
    expect(router.state.historyAction).toBe("POP");

    // The phone's back button closes it too.
    fireEvent.click(within(list).getByRole("link", { name: /글 19/ }));
    await screen.findByRole("dialog", { name: "게시글" });
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.pathname).toBe("/artist/7");
  });

  it("says when the board is empty", async () => {
    stubFetch({ "/api/articles/artist/7": [] });
    renderWithProviders(<BoardPreview artistId={7} />);
    expect(await screen.findByText("No articles available.")).toBeInTheDocument();
  });
});
