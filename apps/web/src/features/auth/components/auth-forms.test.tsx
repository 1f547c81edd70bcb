import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session";
import { renderWithProviders, stubFetch, toastTexts } from "../../../test/render";
import { tokenFor } from "../../../test/tokens";
import { AccountSecurity } from "./account-security";
import { JoinForm } from "./join-form";
import { LoginForm } from "./login-form";

const answer = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("LoginForm", () => {
  beforeEach(() => {});
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it("asks for the missing fields in the spec's words", async () => {
    renderWithProviders(<LoginForm onLoggedIn={() => {}} />);
    fireEvent.click(await screen.findByRole("button", { name: "로그인" }));
    expect(await screen.findByText("로그인: 이메일을 입력하세요.")).toBeInTheDocument();
    expect(screen.getByText("비밀번호를 입력하세요.")).toBeInTheDocument();
  });

  it("stores the session and calls back on success", async () => {
    const token = tokenFor(3);
    globalThis.fetch = vi.fn(
      answer(200, { id: 3, accessToken: token, refreshToken: "r", nickname: "팬" }),
    );
    const done = vi.fn();
    renderWithProviders(<LoginForm onLoggedIn={done} />);
    await userEvent.type(await screen.findByLabelText("이메일"), "fan@example.com");
    await userEvent.type(screen.getByLabelText("비밀번호"), "secret-pass1!");
    await userEvent.click(screen.getByRole("button", { name: "로그인" }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(sessionStore.get()).toMatchObject({ isLoggedIn: true, token, nickname: "팬" });
  });

  it.each([
    [
      answer(401, { code: "UNAUTHORIZED", message: "이메일 또는 비밀번호가 올바르지 않습니다." }),
      "로그인 실패: 이메일 또는 비밀번호가 올바르지 않습니다.",
    ],
    [answer(500, { code: "INTERNAL", message: "서버에서 문제가 발생했습니다." }), "서버 문제 발생"],
    [
      async () => Promise.reject(new TypeError("Failed to fetch")),
      "로그인 실패: 예상치 못한 문제가 발생했습니다.",
    ],
  ])("shows the spec's failure text", async (respond, expected) => {
    globalThis.fetch = vi.fn(respond);
    renderWithProviders(<LoginForm onLoggedIn={() => {}} />);
    await userEvent.type(await screen.findByLabelText("이메일"), "fan@example.com");
    await userEvent.type(screen.getByLabelText("비밀번호"), "wrong");
    await userEvent.click(screen.getByRole("button", { name: "로그인" }));
    await waitFor(() => expect(toastTexts()).toEqual([expected]));
    expect(sessionStore.get().isLoggedIn).toBe(false);
  });
});

describe("JoinForm", () => {
  beforeEach(() => {});
  afterEach(() => vi.restoreAllMocks());

  async function fill(values: {
    email: string;
    nickname: string;
    password: string;
    confirm: string;
    agree?: boolean;
  }) {
    await userEvent.type(await screen.findByLabelText("이메일"), values.email);
    await userEvent.type(screen.getByLabelText("닉네임"), values.nickname);
    await userEvent.type(screen.getByLabelText("비밀번호"), values.password);
    await userEvent.type(screen.getByLabelText("비밀번호 확인"), values.confirm);
    if (values.agree !== false) {
      await userEvent.click(screen.getByRole("checkbox", { name: /이용약관/ }));
      await userEvent.click(screen.getByRole("checkbox", { name: /개인정보 수집·이용/ }));
    }
    await userEvent.click(screen.getByRole("button", { name: "가입하기" }));
  }

  it("asks for the terms and privacy consents, the alerts one left optional", async () => {
    const fetchMock = vi.fn();
    globalThis.fetch = fetchMock as typeof fetch;
    renderWithProviders(<JoinForm onJoined={() => {}} />);
    await fill({
      email: "fan@example.com",
      nickname: "동의안한팬",
      password: "secret-pass1!",
      confirm: "secret-pass1!",
      agree: false,
    });
    expect(await screen.findByText("이용약관에 동의해 주세요.")).toBeInTheDocument();
    expect(screen.getByText("개인정보 수집·이용에 동의해 주세요.")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: /알림 수신/ })).not.toBeChecked();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the spec's messages and sends nothing while the form is wrong", async () => {
    const fetchMock = vi.fn();
    globalThis.fetch = fetchMock as typeof fetch;
    renderWithProviders(<JoinForm onJoined={() => {}} />);
    await fill({ email: "fan@", nickname: "ab", password: "short", confirm: "other" });
    expect(await screen.findByText("유효한 이메일 형식이 아닙니다.")).toBeInTheDocument();
    expect(screen.getByText("닉네임은 최소 3자 이상이어야 합니다.")).toBeInTheDocument();
    expect(screen.getByText("비밀번호는 최소 8자 이상이어야 합니다.")).toBeInTheDocument();
    expect(screen.getByText("비밀번호가 일치하지 않습니다.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("updates the advisory checklist as the password is typed", async () => {
    renderWithProviders(<JoinForm onJoined={() => {}} />);
    const checklist = await screen.findByRole("list", { name: "비밀번호 조건" });
    await userEvent.type(screen.getByLabelText("비밀번호"), "abcd1234");
    expect(checklist).toHaveTextContent("8~15자 (충족)");
    expect(checklist).toHaveTextContent("특수문자 포함 (미충족)");
    await userEvent.type(screen.getByLabelText("비밀번호"), "!");
    expect(checklist).toHaveTextContent("특수문자 포함 (충족)");
  });

  it("congratulates and moves on after a successful sign-up", async () => {
    globalThis.fetch = vi.fn(answer(201, { id: 9, email: "fan@example.com", nickname: "새팬이" }));
    const joined = vi.fn();
    renderWithProviders(<JoinForm onJoined={joined} />);
    await fill({
      email: "fan@example.com",
      nickname: "새팬이",
      password: "secret-pass1!",
      confirm: "secret-pass1!",
    });
    await waitFor(() => expect(joined).toHaveBeenCalled());
    expect(toastTexts()).toEqual(["회원가입이 완료되었습니다!"]);
  });

  it("shows the failure and marks a taken email", async () => {
    globalThis.fetch = vi.fn(
      answer(409, { code: "EMAIL_TAKEN", message: "이미 사용 중인 이메일입니다." }),
    );
    renderWithProviders(<JoinForm onJoined={() => {}} />);
    await fill({
      email: "fan@example.com",
      nickname: "새팬이",
      password: "secret-pass1!",
      confirm: "secret-pass1!",
    });
    expect(await screen.findByText("이미 사용 중인 이메일입니다.")).toBeInTheDocument();
    expect(toastTexts()).toEqual(["회원가입에 실패했습니다. 다시 시도해주세요."]);
  });
});

describe("AccountSecurity", () => {
  afterEach(() => sessionStore.clear());

  it("offers 비밀번호 변경 only to an account that has a password", async () => {
    sessionStore.signIn({ token: tokenFor(3), refreshToken: "r", nickname: "팬" });
    stubFetch({ "/api/auth/accounts": { passwordEmail: null, providers: [] } });
    const { unmount } = renderWithProviders(<AccountSecurity />);
    expect(await screen.findByText(/비밀번호가 없는 계정이에요/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "비밀번호 변경" })).toBeNull();
    expect(screen.getByRole("button", { name: "모든 기기에서 로그아웃" })).toBeInTheDocument();
    unmount();

    stubFetch({ "/api/auth/accounts": { passwordEmail: "fan@example.com", providers: [] } });
    renderWithProviders(<AccountSecurity />);
    expect(await screen.findByRole("button", { name: "비밀번호 변경" })).toBeInTheDocument();
    expect(screen.queryByText(/비밀번호가 없는 계정이에요/)).toBeNull();
  });
});
