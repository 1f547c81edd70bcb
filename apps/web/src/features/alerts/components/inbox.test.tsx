import type { Notification } from "@naehan/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { sessionStore } from "../../../lib/session";
import { jsonResponse, renderWithProviders, stubFetch, sentJson } from "../../../test/render";
import { tokenFor } from "../../../test/tokens";
import { Inbox } from "./inbox";
import { InboxLink } from "./inbox-link";

const alert = (id: number, readAt: string | null): Notification => ({
  id,
  kind: "TICKET_REMINDER",
  title: `티켓 오픈 알림 · 공연 ${id}`,
  body: "NOL 티켓 일반예매 10분 뒤 오픈 · 2027.03.05 (금) 20:00",
  url: `/concert/${id}`,
  createdAt: "2027-03-05T19:50:00+09:00",
  readAt,
});

describe("the inbox", () => {
  beforeEach(() => sessionStore.signIn({ token: tokenFor(7), refreshToken: "r", nickname: "팬" }));

  it("lists alerts with unread ones marked, and opening one marks it read and goes to its page", async () => {
    const reads: unknown[] = [];
    stubFetch({
      "/api/notifications": () =>
        jsonResponse([alert(2, null), alert(1, "2027-03-05T20:00:00+09:00")], 200, {
          "x-unread-count": "1",
        }),
      "/api/notifications/read": (init: RequestInit | undefined) => {
        reads.push(sentJson(init));
        return new Response(null, { status: 204 });
      },
    });
    const { router } = renderWithProviders(<Inbox />, { path: "/notifications" });
    const items = await screen.findAllByRole("button", { name: /티켓 오픈 알림/ });
    expect(items.map((b) => b.textContent?.startsWith("읽지 않음"))).toEqual([true, false]);
    expect(within(items[0]!).getByText(/10분 뒤 오픈/)).toBeInTheDocument();
    await userEvent.click(items[0]!);
    expect(reads).toEqual([{ ids: [2] }]);
    expect(router.state.location.pathname).toBe("/concert/2");
  });

  it("marks everything read at once", async () => {
    const reads: unknown[] = [];
    stubFetch({
      "/api/notifications": () => jsonResponse([alert(3, null)], 200, { "x-unread-count": "1" }),
      "/api/notifications/read": (init: RequestInit | undefined) => {
        reads.push(sentJson(init));
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<Inbox />);
    await userEvent.click(await screen.findByRole("button", { name: "모두 읽음" }));
    expect(reads).toEqual([{ all: true }]);
  });

  it("says when there is nothing", async () => {
    stubFetch({ "/api/notifications": () => jsonResponse([], 200, { "x-unread-count": "0" }) });
    renderWithProviders(<Inbox />);
    expect(await screen.findByText("받은 알림이 없습니다.")).toBeInTheDocument();
  });
});

describe("the header's bell", () => {
  it("shows the unread count to a signed-in fan and nothing to a visitor", async () => {
    sessionStore.signIn({ token: tokenFor(7), refreshToken: "r", nickname: "팬" });
    stubFetch({
      "/api/notifications": () => jsonResponse([alert(1, null)], 200, { "x-unread-count": "3" }),
    });
    const { unmount } = renderWithProviders(<InboxLink />);
    expect(await screen.findByRole("link", { name: "알림함, 읽지 않은 알림 3개" })).toHaveAttribute(
      "href",
      "/notifications",
    );
    unmount();
    sessionStore.clear();
    renderWithProviders(<InboxLink />);
    expect(screen.queryByRole("link")).toBeNull();
  });
});
