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
import { commentFixture } from "../testing/fixtures";
import { CommentForm } from "./comment-form";
beforeEach(() => {});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.clear();
});

const box = () => screen.getByRole("textbox", { name: "댓글 입력" });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "등록" }));
const posts = (calls: { init?: RequestInit }[]) => calls.filter((c) => c.init?.method === "POST");

describe("CommentForm", () => {
  it("tells a logged-out fan that commenting needs a login, and sends nothing", () => {
    const calls = stubFetch({});
    renderWithProviders(<CommentForm articleId={4} />, { path: "/board/7?post=4" });
    expect(screen.getByText(/댓글을 작성하려면 로그인해야 합니다\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "로그인" })).toHaveAttribute(
      "href",
      "/login?next=%2Fboard%2F7%3Fpost%3D4",
    );
    fireEvent.change(box(), { target: { value: "안녕하세요" } });
    submit();
    expect(toastTexts()).toEqual(["로그인된 사용자가 없습니다."]);
    expect(calls).toHaveLength(0);
  });

  it("refuses a blank comment", () => {
    sessionStore.signIn({ token: tokenFor(1), refreshToken: "r", nickname: "팬" });
    const calls = stubFetch({});
    renderWithProviders(<CommentForm articleId={4} />);
    fireEvent.change(box(), { target: { value: "  \n" } });
    submit();
    expect(toastTexts()).toEqual(["댓글 내용을 입력하세요!"]);
    expect(calls).toHaveLength(0);
  });

  it("posts the comment as written and clears the box", async () => {
    sessionStore.signIn({ token: tokenFor(1), refreshToken: "r", nickname: "팬" });
    const calls = stubFetch({
      "/api/comments": () => jsonResponse(commentFixture(9, { articleId: 4 }), 201),
    });
    renderWithProviders(<CommentForm articleId={4} />);
    fireEvent.change(box(), { target: { value: "저도 가요!\n같이 떼창해요" } });
    submit();
    await waitFor(() => expect(box()).toHaveValue(""));
    expect(sentJson(posts(calls)[0]?.init)).toEqual({
      articleId: 4,
      content: "저도 가요!\n같이 떼창해요",
    });
    expect(toastTexts()).toEqual([]);
  });

  it("shows the spec's text when adding fails, and the server's reason when rate limited", async () => {
    sessionStore.signIn({ token: tokenFor(1), refreshToken: "r", nickname: "팬" });
    let status = 500;
    stubFetch({
      "/api/comments": () =>
        jsonResponse(
          { code: "X", message: "댓글을 너무 자주 작성했습니다. 5분 후에 다시 시도해 주세요." },
          status,
        ),
    });
    renderWithProviders(<CommentForm articleId={4} />);
    fireEvent.change(box(), { target: { value: "안녕" } });
    submit();
    await waitFor(() =>
      expect(toastTexts()).toEqual(["댓글 추가에 실패했습니다. 다시 시도해주세요."]),
    );
    expect(box()).toHaveValue("안녕");

    status = 429;
    submit();
    await waitFor(() => expect(toastTexts()).toHaveLength(2));
    expect(toastTexts()[1]).toBe("댓글을 너무 자주 작성했습니다. 5분 후에 다시 시도해 주세요.");
  });
});
