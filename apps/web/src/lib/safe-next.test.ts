import { describe, expect, it } from "vitest";
import { paths, safeNext } from "./paths";

describe("safeNext (finding 17)", () => {
  it.each([
    "/\\evil.example",
    "/%09/evil.example",
    "//evil.example",
    "/\t/evil.example",
    "https://evil.example",
  ])("sends %s home", (next) => {
    expect(safeNext(next)).toBe(paths.home());
  });

  it("keeps a path of the app", () => {
    expect(safeNext("/board/3?post=4")).toBe("/board/3?post=4");
  });
});
