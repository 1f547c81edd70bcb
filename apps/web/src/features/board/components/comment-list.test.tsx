import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session";
import {
  jsonResponse,
  renderWithProviders,
  stubFetch,
  stubIntersectionObserver,
  toastTexts,
  sentJson,
} from "../../../test/render";
import { tokenFor } from "../../../test/tokens";
import { commentFixture } from "../testing/fixtures";
import { CommentList } from "./comment-list";
beforeEach(() => {
  stubIntersectionObserver();
  sessionStore.signIn({ token: tokenFor(1), refreshToken: "r", nickname: "팬" });
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.clear();
});

const thread = [
  commentFixture(1, { content: "첫 댓글" }),
  commentFixture(2, { content: "둘째 댓글" }),
  commentFixture(3, { nickname: "다른팬", content: "남의 댓글" }),
];

const item = (text: string) => screen.getByText(text).closest("li") as HTMLElement;
const puts = (calls: { init?: RequestInit }[]) => calls.filter((c) => c.init?.method === "PUT");

describe("CommentList", () => {
  it("offers edit and delete only on the fan's own comments", async () => {
    stubFetch({ "/api/comments/article/1": thread });
    renderWithProviders(<CommentList articleId={1} />);
    await screen.findByText("첫 댓글");
    expect(within(item("첫 댓글")).getByRole("button", { name: "수정" })).toBeInTheDocument();
    expect(within(item("둘째 댓글")).getByRole("button", { name: "삭제" })).toBeInTheDocument();
    expect(within(item("남의 댓글")).queryByRole("button")).toBeNull();
  });

  it("edits one comment at a time: opening another puts the first back on display", async () => {
    stubFetch({ "/api/comments/article/1": thread });
    renderWithProviders(<CommentList articleId={1} />);
    await screen.findByText("첫 댓글");

    fireEvent.click(within(item("첫 댓글")).getByRole("button", { name: "수정" }));
    const field = screen.getByRole("textbox", { name: "댓글 수정" });
    expect(field).toHaveValue("첫 댓글");
    fireEvent.change(field, { target: { value: "고치는 중" } });

    fireEvent.click(within(item("둘째 댓글")).getByRole("button", { name: "수정" }));
    const fields = screen.getAllByRole("textbox", { name: "댓글 수정" });
    expect(fields).toHaveLength(1);
    expect(fields[0]).toHaveValue("둘째 댓글");
    // The first is shown as it was; the unsaved draft is gone.
    expect(screen.getByText("첫 댓글")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "취소" }));
    expect(screen.queryByRole("textbox", { name: "댓글 수정" })).toBeNull();
    expect(screen.getByText("둘째 댓글")).toBeInTheDocument();
  });

  it("saves an edit, then shows the new text", async () => {
    let saved = false;
    const calls = stubFetch({
      "/api/comments/article/1": () =>
        jsonResponse(saved ? [commentFixture(1, { content: "고친 댓글" })] : [thread[0]]),
      "/api/comments/1": (init: RequestInit | undefined) => {
        saved = true;
        expect(sentJson(init)).toEqual({ content: "고친 댓글" });
        return jsonResponse(commentFixture(1, { content: "고친 댓글" }));
      },
    });
    renderWithProviders(<CommentList articleId={1} />);
    fireEvent.click(await screen.findByRole("button", { name: "수정" }));
    fireEvent.change(screen.getByRole("textbox", { name: "댓글 수정" }), {
      target: { value: "고친 댓글" },
    });
    fireEvent.click(screen.getByRole("button", { name: "저장" }));
    await waitFor(() => expect(screen.queryByRole("textbox", { name: "댓글 수정" })).toBeNull());
    expect(screen.getByText("고친 댓글")).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(1);
    expect(toastTexts()).toEqual([]);
  });

  it("does not send a blank edit and stays in editing", async () => {
    const calls = stubFetch({ "/api/comments/article/1": [thread[0]] });
    renderWithProviders(<CommentList articleId={1} />);
    fireEvent.click(await screen.findByRole("button", { name: "수정" }));
    fireEvent.change(screen.getByRole("textbox", { name: "댓글 수정" }), {
      target: { value: "   \n " },
    });
    fireEvent.click(screen.getByRole("button", { name: "저장" }));
    expect(toastTexts()).toEqual(["댓글 내용을 입력하세요!"]);
    expect(puts(calls)).toHaveLength(0);
    expect(screen.getByRole("textbox", { name: "댓글 수정" })).toBeInTheDocument();
  });

  it("shows a toast when saving fails and keeps the draft", async () => {
    stubFetch({
      "/api/comments/article/1": [thread[0]],
      "/api/comments/1": () => jsonResponse({ code: "FORBIDDEN", message: "안 됨" }, 403),
    });
    renderWithProviders(<CommentList articleId={1} />);
    fireEvent.click(await screen.findByRole("button", { name: "수정" }));
    fireEvent.change(screen.getByRole("textbox", { name: "댓글 수정" }), {
      target: { value: "바꾼 내용" },
    });
    fireEvent.click(screen.getByRole("button", { name: "저장" }));
    await waitFor(() => expect(toastTexts()).toEqual(["Comment edit failed"]));
    expect(screen.getByRole("textbox", { name: "댓글 수정" })).toHaveValue("바꾼 내용");
  });

  it("deletes after confirmation, and shows a toast when that fails", async () => {
    const calls = stubFetch({
      "/api/comments/article/1": [thread[0]],
      "/api/comments/1": () => jsonResponse({ code: "INTERNAL", message: "x" }, 500),
    });
    renderWithProviders(<CommentList articleId={1} />);
    const comment = await screen.findByRole("listitem");
    fireEvent.click(within(comment).getByRole("button", { name: "삭제" }));
    const question = await screen.findByRole("alertdialog", {
      name: "Are you sure you want to delete?",
    });
    fireEvent.click(within(question).getByRole("button", { name: "취소" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls.filter((c) => c.init?.method === "DELETE")).toHaveLength(0);

    fireEvent.click(within(comment).getByRole("button", { name: "삭제" }));
    fireEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "삭제" }),
    );
    await waitFor(() => expect(toastTexts()).toEqual(["Comment delete failed"]));
    expect(calls.filter((c) => c.init?.method === "DELETE")).toHaveLength(1);
  });

  it("shows the loading, empty and failure texts", async () => {
    stubFetch({ "/api/comments/article/1": [] });
    const first = renderWithProviders(<CommentList articleId={1} />);
    expect(screen.getByText("Loading comments...")).toBeInTheDocument();
    expect(await screen.findByText("No comments available.")).toBeInTheDocument();
    first.unmount();

    stubFetch({
      "/api/comments/article/1": () => jsonResponse({ code: "INTERNAL", message: "x" }, 500),
    });
    renderWithProviders(<CommentList articleId={1} />);
    expect(
      await screen.findByText("Failed to load comments. Please try again later."),
    ).toBeInTheDocument();
  });
});
