import { describe, expect, it } from "vitest";
import { analyseKeyword, foldSearchText, likeLiteral, searchTermForms } from "./search-text";

describe("foldSearchText", () => {
  it("lower-cases, drops every kind of whitespace and composes decomposed Hangul", () => {
    expect(foldSearchText(" Ed\tSheeran\u200b ")).toBe("edsheeran");
    expect(foldSearchText("콜드 플레이".normalize("NFD"))).toBe("콜드플레이");
  });
});

describe("searchTermForms", () => {
  it("stores the folded text, the keys that type it and its initial consonants", () => {
    expect(searchTermForms("콜드 플레이")).toEqual({
      term: "콜드플레이",
      keys: "zhfemvmffpdl",
      choseong: "ㅋㄷㅍㄹㅇ",
    });
    expect(searchTermForms("마룬 5")).toEqual({ term: "마룬5", keys: "akfns5", choseong: "ㅁㄹ" });
  });

  it("keeps Latin text as its own keys and has no 초성 for it", () => {
    expect(searchTermForms("KSPO DOME")).toEqual({
      term: "kspodome",
      keys: "kspodome",
      choseong: null,
    });
  });

  it("has nothing to store for blank text", () => {
    expect(searchTermForms("  ")).toBeNull();
  });
});

describe("analyseKeyword", () => {
  it("is null for a blank keyword", () => {
    expect(analyseKeyword(" \t ")).toBeNull();
  });

  it("recognises a 초성 query", () => {
    expect(analyseKeyword("ㅋㄷ ㅍㄹㅇ")).toMatchObject({
      choseong: "ㅋㄷㅍㄹㅇ",
      keyboard: false,
    });
    expect(analyseKeyword("콜ㄷ")).toMatchObject({ choseong: null });
  });

  it("reads a Latin keyword as Korean typed in English mode when it makes whole syllables", () => {
    expect(analyseKeyword("zhfemvmffpdl")).toMatchObject({
      keys: "zhfemvmffpdl",
      layoutHangul: "콜드플레이",
      keyboard: true,
    });
    // Shift matters: R is ㄲ.
    expect(analyseKeyword("Rkf")).toMatchObject({ term: "rkf", layoutHangul: "깔" });
    expect(analyseKeyword("coldplay")).toMatchObject({ layoutHangul: null, keyboard: true });
  });

  it("compares a Hangul keyword by its keys only when it has loose jamo", () => {
    expect(analyseKeyword("채ㅣ에ㅣ묘")).toMatchObject({ keys: "coldplay", keyboard: true });
    expect(analyseKeyword("콜드플ㄹ")).toMatchObject({ keys: "zhfemvmff", keyboard: true });
    expect(analyseKeyword("뮤즈")).toMatchObject({ keys: "abwm", keyboard: false });
  });

  it("marks keywords under three keys as too short to search inside words", () => {
    expect(analyseKeyword("뮤")?.short).toBe(true);
    expect(analyseKeyword("ㅋㄷ")?.short).toBe(true);
    expect(analyseKeyword("ㅋㄷㅍ")?.short).toBe(false);
    expect(analyseKeyword("뮤즈")?.short).toBe(false);
  });
});

describe("likeLiteral", () => {
  it("escapes LIKE's wildcards and its escape character", () => {
    expect(likeLiteral("50%_a\\b")).toBe("50\\%\\_a\\\\b");
  });
});
