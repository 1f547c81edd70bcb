import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session";
import { jsonResponse, renderWithProviders, stubFetch, sentJson } from "../../../test/render";
import { tokenFor } from "../../../test/tokens";
import { AlertSettings } from "./alert-settings";

const defaults = {
  reminderOffsets: [1440, 60, 10],
  newConcertOfFavoriteArtist: true,
  concertChanges: true,
};
const publicKey = btoa(String.fromCharCode(4, ...new Array<number>(64).fill(1)))
  .replace(/\+/g, "-")
  .replace(/\//g, "_")
  .replace(/=+$/, "");

/** A browser with the Push API: permission as given, subscribing through a stand-in push manager. */
function stubPushBrowser(
  permission: NotificationPermission,
  userAgent = "Mozilla/5.0 (Linux; Android 14)",
) {
  const subscription = {
    endpoint: "https://push.example.com/send/phone",
    toJSON: () => ({
      endpoint: "https://push.example.com/send/phone",
      keys: { p256dh: "p", auth: "a" },
    }),
    unsubscribe: vi.fn(async () => {
      subscribed = false;
      return true;
    }),
  };
  let subscribed = false;
  const pushManager = {
    getSubscription: async () => (subscribed ? subscription : null),
    subscribe: vi.fn(async () => {
      subscribed = true;
      return subscription;
    }),
  };
  const requestPermission = vi.fn(async () => {
    notification.permission = "granted";
    return "granted" as const;
  });
  const notification = { permission, requestPermission };
  vi.stubGlobal("Notification", notification);
  vi.stubGlobal("PushManager", class {});
  vi.spyOn(navigator, "userAgent", "get").mockReturnValue(userAgent);
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: {
      ready: Promise.resolve({ pushManager }),
      getRegistration: async () => ({ pushManager }),
    },
  });
  return { requestPermission, pushManager, subscription };
}

describe("my page's alert settings", () => {
  beforeEach(() => sessionStore.signIn({ token: tokenFor(7), refreshToken: "r", nickname: "팬" }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, "serviceWorker");
  });

  it("saves the reminder times and news toggles, five times at most", async () => {
    let saved: unknown = null;
    stubFetch({
      "/api/alerts/settings": (init: RequestInit | undefined) => {
        if (init?.method === "PUT") saved = sentJson(init);
        return jsonResponse(saved ?? defaults);
      },
    });
    renderWithProviders(<AlertSettings />);
    expect(await screen.findByRole("checkbox", { name: "1일 전" })).toBeChecked();
    await userEvent.click(screen.getByRole("checkbox", { name: "오픈 시각" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "3일 전" }));
    expect(screen.getByRole("checkbox", { name: "30분 전" })).toBeDisabled();
    await userEvent.click(screen.getByRole("checkbox", { name: "1시간 전" }));
    await userEvent.click(
      screen.getByRole("switch", { name: "즐겨찾기한 아티스트의 새 내한 소식" }),
    );
    await userEvent.click(screen.getByRole("button", { name: "알림 설정 저장" }));
    expect(await screen.findByText("알림 설정을 저장했습니다.")).toBeInTheDocument();
    expect(saved).toEqual({
      reminderOffsets: [4320, 1440, 10, 0],
      newConcertOfFavoriteArtist: false,
      concertChanges: true,
    });
  });

  it("asks for permission only when tapped, then subscribes this device for the account", async () => {
    const browser = stubPushBrowser("default");
    const posted: unknown[] = [];
    stubFetch({
      "/api/alerts/settings": defaults,
      "/api/push/public-key": { publicKey },
      "/api/push/subscriptions": (init: RequestInit | undefined) => {
        posted.push([init?.method, sentJson(init)]);
        return new Response(null, { status: init?.method === "POST" ? 201 : 204 });
      },
    });
    renderWithProviders(<AlertSettings />);
    const turnOn = await screen.findByRole("button", { name: "이 기기에서 알림 받기" });
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await userEvent.click(turnOn);
    expect(await screen.findByText("이 기기에서 알림을 받고 있어요.")).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: expect.any(Uint8Array),
    });
    await userEvent.click(screen.getByRole("button", { name: "이 기기 알림 끄기" }));
    expect(
      await screen.findByRole("button", { name: "이 기기에서 알림 받기" }),
    ).toBeInTheDocument();
    expect(posted).toEqual([
      [
        "POST",
        { endpoint: "https://push.example.com/send/phone", keys: { p256dh: "p", auth: "a" } },
      ],
      ["DELETE", { endpoint: "https://push.example.com/send/phone" }],
    ]);
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
  });

  it("shows each step of turning alerts on, and says within 10 s when the device cannot register", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      stubPushBrowser("default");
      // A service worker that never becomes ready: the button must not stay grey for ever.
      Object.defineProperty(navigator, "serviceWorker", {
        configurable: true,
        value: { ready: new Promise(() => {}), getRegistration: async () => undefined },
      });
      stubFetch({ "/api/alerts/settings": defaults, "/api/push/public-key": { publicKey } });
      renderWithProviders(<AlertSettings />);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(await screen.findByRole("button", { name: "이 기기에서 알림 받기" }));
      const waiting = await screen.findByRole("button", { name: "이 기기를 등록하는 중…" });
      expect(waiting).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(await screen.findByRole("alert")).toHaveTextContent(
        "10초 안에 알림을 켜지 못했어요. 인터넷 연결을 확인하고 다시 시도해 주세요.",
      );
      expect(screen.getByRole("button", { name: "이 기기에서 알림 받기" })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it("tells an iPhone to add the app to the home screen, and a blocked browser how to allow it", async () => {
    stubFetch({ "/api/alerts/settings": defaults });
    stubPushBrowser("default", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)");
    const { unmount } = renderWithProviders(<AlertSettings />);
    expect(await screen.findByText(/홈 화면에 추가/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "이 기기에서 알림 받기" })).toBeNull();
    unmount();
    stubPushBrowser("denied");
    renderWithProviders(<AlertSettings />);
    expect(await screen.findByText(/알림이 차단되어 있어요/)).toBeInTheDocument();
  });
});
