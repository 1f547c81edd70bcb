import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, signupBody } from "./auth";

const valid = {
  email: "fan@example.com",
  nickname: "콜플덕후",
  password: "secret-pass1",
  confirmPassword: "secret-pass1",
};

function firstMessages(input: unknown): Record<string, string> {
  const result = signupBody.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join(".")] ??= issue.message;
  return fields;
}

describe("sign-up rules (spec §5)", () => {
  it("accepts a valid sign-up and trims email and nickname", () => {
    const result = signupBody.safeParse({
      ...valid,
      email: "  fan@example.com ",
      nickname: " 콜플덕후 ",
    });
    expect(result.success && result.data).toMatchObject({
      email: "fan@example.com",
      nickname: "콜플덕후",
    });
  });

  it("says which field is missing, in the spec's words", () => {
    expect(firstMessages({})).toEqual({
      email: AUTH_MESSAGES.emailRequired,
      nickname: AUTH_MESSAGES.nicknameRequired,
      password: AUTH_MESSAGES.passwordRequired,
      confirmPassword: AUTH_MESSAGES.confirmRequired,
    });
    expect(firstMessages({ ...valid, email: "   " }).email).toBe("이메일을 입력하세요.");
  });

  it("checks the address pattern, nickname and password length, and the confirmation", () => {
    expect(firstMessages({ ...valid, email: "fan@example" }).email).toBe(
      "유효한 이메일 형식이 아닙니다.",
    );
    expect(firstMessages({ ...valid, nickname: "ab" }).nickname).toBe(
      "닉네임은 최소 3자 이상이어야 합니다.",
    );
    expect(firstMessages({ ...valid, password: "short", confirmPassword: "short" }).password).toBe(
      "비밀번호는 최소 8자 이상이어야 합니다.",
    );
    expect(firstMessages({ ...valid, confirmPassword: "different-1" }).confirmPassword).toBe(
      "비밀번호가 일치하지 않습니다.",
    );
  });
});

describe("nicknames that show as nothing (review 2026-11-27, M2)", () => {
  it("are refused in the form too, before anything is sent", () => {
    for (const nickname of [
      "관리자\ufe0e",
      "\ufe0f\ufe0f\ufe0f",
      "\u2800\u2800\u2800",
      "팬\u034f클럽",
    ]) {
      expect(firstMessages({ ...valid, nickname }).nickname, nickname).toBe(
        AUTH_MESSAGES.nicknameInvisible,
      );
    }
    expect(firstMessages({ ...valid, nickname: "★★★" }).nickname).toBe(
      AUTH_MESSAGES.nicknameNoLetter,
    );
    expect(firstMessages({ ...valid, nickname: "민지❤️" })).toEqual({});
  });
});
