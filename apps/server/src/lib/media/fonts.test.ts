import { describe, expect, it } from "vitest";
import { demoDataDir, loadDemoData } from "../../demo/demo-data";
import { fontRuns, missingCharacters } from "./fonts";

/** Real names and song titles fans type and share: J-pop, C-pop (simplified and traditional). */
const JPOP = [
  "Official髭男dism",
  "米津玄師",
  "宇多田ヒカル",
  "あいみょん",
  "藤井 風",
  "椎名林檎",
  "東京事変",
  "緑黄色社会",
  "ずっと真夜中でいいのに。",
  "安室奈美恵",
  "欅坂46",
  "櫻坂46",
  "髙橋優",
  "𠮷田山田",
  "夜に駆ける",
  "群青",
  "怪獣の花唄",
  "粛聖!! ロリ神レクイエム☆",
  "廻廻奇譚",
];
const CPOP = [
  "周杰倫",
  "周杰伦",
  "五月天",
  "鄧紫棋",
  "邓紫棋",
  "林俊傑",
  "林俊杰",
  "陳奕迅",
  "陈奕迅",
  "华晨宇",
  "薛之谦",
  "孙燕姿",
  "张惠妹",
  "草東沒有派對",
  "告五人",
  "魚丁糸",
  "蘇打綠",
];

/** Every glyph a text is drawn with: none may be a font's missing-glyph box (glyph 0). */
function boxes(text: string, weight: number): string[] {
  return fontRuns(text, weight).flatMap(({ font, text: piece }) =>
    font
      .layout(piece)
      .glyphs.filter((g) => g.id === 0)
      .map((g) => String.fromCodePoint(...g.codePoints)),
  );
}

describe("the shipped font chain", () => {
  it("draws every J-pop and C-pop name without a missing glyph, in every weight", () => {
    for (const weight of [400, 700, 800])
      for (const name of [...JPOP, ...CPOP]) {
        expect({ name, weight, missing: missingCharacters(name, weight) }).toEqual({
          name,
          weight,
          missing: [],
        });
        expect({ name, weight, boxes: boxes(name, weight) }).toEqual({ name, weight, boxes: [] });
      }
  });

  it("draws every text of the demo catalogue without a missing glyph", async () => {
    const data = await loadDemoData(demoDataDir);
    const texts = [
      ...data.artists.flatMap((a) => [a.name, a.krName, ...a.aliases]),
      ...data.concerts.flatMap((c) => [c.title, c.subTitle ?? "", c.venueName, c.cityName]),
      ...[...data.setlists.values()].flat().flatMap((page) =>
        [page.setlist ?? []].flat().flatMap((s) => {
          const sets = s.sets && typeof s.sets === "object" ? s.sets.set : undefined;
          const songs = [sets ?? []].flat().flatMap((set) => [set.song ?? []].flat());
          return [
            s.venue?.name ?? "",
            s.venue?.city?.name ?? "",
            ...songs.map((x) => x.name ?? ""),
          ];
        }),
      ),
    ].filter(Boolean);
    expect(texts.length).toBeGreaterThan(300);
    const missing = new Set(texts.flatMap((t) => [...missingCharacters(t, 800), ...boxes(t, 800)]));
    expect([...missing]).toEqual([]);
  });

  it("keeps a run of kanji in one typeface when the Korean font lacks one of them", () => {
    // 髭 and 男 come from two slices of Noto Sans JP (Nanum Gothic has 男 but not 髭).
    const runs = fontRuns("Official髭男dism", 800).map((r) => [r.text, r.font.familyName]);
    expect(runs).toEqual([
      ["Official", "NanumGothicExtraBold"],
      ["髭", expect.stringMatching(/^Noto Sans JP/)],
      ["男", expect.stringMatching(/^Noto Sans JP/)],
      ["dism", "NanumGothicExtraBold"],
    ]);
    // Hangul and Latin stay in Nanum Gothic.
    expect(fontRuns("2027 에드 시런 내한공연", 400).map((r) => r.font.familyName)).toEqual([
      "NanumGothic",
    ]);
  });
});
