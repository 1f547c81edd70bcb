import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOAST_MS, confirmDialog, linkDialog, toast } from "../../lib/feedback";
import { renderWithProviders, toastTexts } from "../../test/render";

/** Starts asking, as a tap on a button would (the promise settles when the fan answers). */
function ask<T>(question: () => Promise<T>): Promise<T> {
  let answer!: Promise<T>;
  act(() => {
    answer = question();
  });
  return answer;
}

afterEach(() => vi.useRealTimers());

describe("toasts", () => {
  it("appear in the live region, oldest first, and go after a few seconds", () => {
    vi.useFakeTimers();
    renderWithProviders(<p>page</p>);
    const region = screen.getByRole("status", { name: "알림" });
    expect(region).toHaveAttribute("aria-live", "polite");
    act(() => toast("첫 번째"));
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    act(() => toast("두 번째"));
    expect(toastTexts()).toEqual(["첫 번째", "두 번째"]);
    act(() => {
      vi.advanceTimersByTime(TOAST_MS - 1_000);
    });
    expect(toastTexts()).toEqual(["두 번째"]);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(toastTexts()).toEqual([]);
  });
});

describe("confirm dialog", () => {
  it("asks in an alertdialog with the safe choice focused, and answers with the button pressed", async () => {
    const { router } = renderWithProviders(<button type="button">삭제</button>, { path: "/x" });
    screen.getByRole("button", { name: "삭제" }).focus();
    let answer = ask(() => confirmDialog("지울까요?", "지우기"));
    const dialog = await screen.findByRole("alertdialog", { name: "지울까요?" });
    expect(within(dialog).getByRole("button", { name: "취소" })).toHaveFocus();
    // Its own history entry, on the same page.
    expect(router.state.location.pathname).toBe("/x");
    expect(router.state.historyAction).toBe("PUSH");

    fireEvent.click(within(dialog).getByRole("button", { name: "지우기" }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(router.state.historyAction).toBe("POP");
    // Focus goes back to what opened it.
    expect(screen.getByRole("button", { name: "삭제" })).toHaveFocus();

    answer = ask(() => confirmDialog("지울까요?"));
    fireEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "취소" }),
    );
    await expect(answer).resolves.toBe(false);
  });

  it("answers no to the phone's back button and to Escape", async () => {
    const { router } = renderWithProviders(<p>page</p>, { path: "/x" });
    let answer = ask(() => confirmDialog("나갈까요?"));
    await screen.findByRole("alertdialog");
    await act(() => router.navigate(-1));
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(router.state.location.pathname).toBe("/x");

    answer = ask(() => confirmDialog("나갈까요?"));
    fireEvent(await screen.findByRole("alertdialog"), new Event("cancel", { cancelable: true }));
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("keeps Tab and Shift+Tab inside", async () => {
    renderWithProviders(<button type="button">뒤의 버튼</button>);
    void ask(() => confirmDialog("계속할까요?"));
    const dialog = await screen.findByRole("alertdialog");
    const [cancel, ok] = within(dialog).getAllByRole("button");
    ok!.focus();
    fireEvent.keyDown(ok!, { key: "Tab" });
    expect(cancel).toHaveFocus();
    fireEvent.keyDown(cancel!, { key: "Tab", shiftKey: true });
    expect(ok).toHaveFocus();
  });
});

describe("link dialog", () => {
  it("shows the link selected, to copy by hand", async () => {
    renderWithProviders(<p>page</p>);
    const closed = ask(() =>
      linkDialog("링크 공유", "직접 복사해 주세요.", "https://naehan.example/concert/3"),
    );
    const dialog = await screen.findByRole("dialog", { name: "링크 공유" });
    expect(dialog).toHaveAccessibleDescription("직접 복사해 주세요.");
    const field = within(dialog).getByRole<HTMLInputElement>("textbox", { name: "링크 주소" });
    expect(field).toHaveValue("https://naehan.example/concert/3");
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
    fireEvent.click(within(dialog).getByRole("button", { name: "닫기" }));
    await expect(closed).resolves.toBeUndefined();
  });
});
