import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session";
import { renderWithProviders, toastTexts } from "../../../test/render";
import { tokenFor } from "../../../test/tokens";
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
    ) as typeof fetch;
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
    globalThis.fetch = vi.fn(respond) as typeof fetch;
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
  }) {
    await userEvent.type(await screen.findByLabelText("이메일"), values.email);
    await userEvent.type(screen.getByLabelText("닉네임"), values.nickname);
    await userEvent.type(screen.getByLabelText("비밀번호"), values.password);
    await userEvent.type(screen.getByLabelText("비밀번호 확인"), values.confirm);
    await userEvent.click(screen.getByRole("button", { name: "가입하기" }));
  }

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
    globalThis.fetch = vi.fn(
      answer(201, { id: 9, email: "fan@example.com", nickname: "새팬이" }),
    ) as typeof fetch;
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
    ) as typeof fetch;
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
