import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, toastTexts } from "../test/render";
import { ShareButton } from "./share-button";

const target = {
  title: "콜드플레이 내한공연",
  text: "2027.04.16 (금) · 고양종합운동장",
  path: "/concert/3",
};

/** Gives the browser a share sheet or a clipboard (jsdom has neither) for one test. */
function give(name: "share" | "clipboard", value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "share");
  Reflect.deleteProperty(navigator, "clipboard");
  document.head.querySelector('link[rel="canonical"]')?.remove();
});

const tap = () => fireEvent.click(screen.getByRole("button", { name: "공연 공유하기" }));

describe("ShareButton", () => {
  it("opens the phone's share sheet with the title, the date line and the page's full address", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    give("share", share);
    renderWithProviders(<ShareButton target={target} label="공연" />);
    tap();
    await waitFor(() => expect(share).toHaveBeenCalledOnce());
    expect(share).toHaveBeenCalledWith({
      title: "콜드플레이 내한공연",
      text: "콜드플레이 내한공연\n2027.04.16 (금) · 고양종합운동장",
      url: `${window.location.origin}/concert/3`,
    });
    expect(toastTexts()).toEqual([]);
  });

  it("does nothing more when the fan closes the share sheet", async () => {
    const writeText = vi.fn();
    give("share", vi.fn().mockRejectedValue(new DOMException("closed", "AbortError")));
    give("clipboard", { writeText });
    renderWithProviders(<ShareButton target={target} label="공연" />);
    tap();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("copies the link on the site's public address where there is no share sheet, and says so", async () => {
    const link = document.createElement("link");
    link.rel = "canonical";
    link.href = "https://naehan.example/artist/9";
    document.head.append(link);
    const writeText = vi.fn().mockResolvedValue(undefined);
    give("clipboard", { writeText });
    renderWithProviders(<ShareButton target={target} label="공연" />);
    tap();
    await waitFor(() => expect(toastTexts()).toEqual(["링크를 복사했어요."]));
    expect(writeText).toHaveBeenCalledWith("https://naehan.example/concert/3");
  });

  it("shows the link to copy by hand where the clipboard is not allowed", async () => {
    give("clipboard", {
      writeText: vi.fn().mockRejectedValue(new DOMException("no", "NotAllowedError")),
    });
    renderWithProviders(<ShareButton target={target} label="공연" />);
    tap();
    const dialog = await screen.findByRole("dialog", { name: "링크 공유" });
    expect(within(dialog).getByRole("textbox", { name: "링크 주소" })).toHaveValue(
      `${window.location.origin}/concert/3`,
    );
    expect(toastTexts()).toEqual([]);
  });
});
