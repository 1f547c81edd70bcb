import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sessionStore } from "../../../lib/session";
import { jsonResponse, renderWithProviders, stubFetch } from "../../../test/render";
import { tokenFor } from "../../../test/tokens";
import { articleFixture, commentFixture } from "../testing/fixtures";
import { MyPosts } from "./my-posts";

beforeEach(() => sessionStore.signIn({ token: tokenFor(1), refreshToken: "r", nickname: "팬" }));
afterEach(() => sessionStore.clear());

const links = (name: string) => within(screen.getByRole("list", { name })).getAllByRole("link");

describe("MyPosts", () => {
  it("lists my posts and comments, two each until expanded, each leading to its post", async () => {
    stubFetch({
      "/api/articles/user": [1, 2, 3].map((id) => articleFixture(id, { artistId: 7 })),
      "/api/comments/user": [10, 11].map((id) => ({
        ...commentFixture(id, { articleId: 3, artistId: 9, content: `내 댓글 ${id}` }),
        articleTitle: "티켓팅 후기",
      })),
    });
    renderWithProviders(<MyPosts />);
    await screen.findByText("글 1");
    expect(links("내가 쓴 글")).toHaveLength(2);
    expect(links("내가 쓴 글")[0]).toHaveAttribute("href", "/board/7?post=1");
    fireEvent.click(screen.getByRole("button", { name: /내가 쓴 글 더보기/ }));
    expect(links("내가 쓴 글")).toHaveLength(3);

    await screen.findByText("내 댓글 10");
    expect(links("내 댓글")).toHaveLength(2);
    expect(links("내 댓글")[1]).toHaveAttribute("href", "/board/9?post=3");
    expect(links("내 댓글")[1]).toHaveTextContent("티켓팅 후기");
    expect(screen.queryByRole("button", { name: /내 댓글 더보기/ })).toBeNull();
  });

  it("says 'Login required' when the session is gone, and shows empty lists plainly", async () => {
    stubFetch({
      "/api/articles/user": () => jsonResponse({ code: "UNAUTHORIZED", message: "x" }, 401),
      "/api/comments/user": [],
    });
    sessionStore.clear();
    renderWithProviders(<MyPosts />);
    expect(await screen.findByText("Login required")).toBeInTheDocument();
    expect(await screen.findByText("No comments available.")).toBeInTheDocument();
  });
});
