import { describe, expect, it } from "vitest";
import { checkPassword } from "./password-rules";

describe("password checklist", () => {
  it("checks 8 to 15 characters", () => {
    expect(checkPassword("abc!123").length).toBe(false);
    expect(checkPassword("abcd!123").length).toBe(true);
    expect(checkPassword("abcdefghij!1234").length).toBe(true);
    expect(checkPassword("abcdefghij!12345").length).toBe(false);
  });

  it("wants a special character", () => {
    expect(checkPassword("abcd1234").special).toBe(false);
    expect(checkPassword("abcd 1234").special).toBe(false);
    expect(checkPassword("abcd-1234").special).toBe(true);
    expect(checkPassword("비밀번호1234@").special).toBe(true);
  });

  it("forbids a character repeated 4 times in a row", () => {
    expect(checkPassword("aaab!123").repeat).toBe(true);
    expect(checkPassword("aaaab!123").repeat).toBe(false);
    expect(checkPassword("ab!1111").repeat).toBe(false);
    expect(checkPassword("").repeat).toBe(false);
  });
});
