import type { SetlistEntry } from "@naehan/contract";
import { describe, expect, it } from "vitest";
import { dDay } from "./d-day";
import { todayInSeoul } from "../../../lib/format";
import { describeLink, setlistFmSearchUrl } from "./external-links";
import { setlistParts, songCount } from "./setlist-parts";

describe("describeLink", () => {
  it("names the services fans know and falls back for other sites", () => {
    expect(describeLink("https://www.instagram.com/coldplay/", "웹사이트")).toMatchObject({
      kind: "instagram",
      label: "인스타그램",
    });
    expect(describeLink("https://youtube.com/@coldplay", "미디어")?.kind).toBe("youtube");
    expect(describeLink("https://x.com/coldplay", "웹사이트")?.label).toBe("X");
    expect(describeLink("https://coldplay.com", "웹사이트")).toEqual({
      href: "https://coldplay.com/",
      kind: "web",
      label: "웹사이트",
    });
  });

  it("drops what is not a web address", () => {
    expect(describeLink(null, "웹사이트")).toBeNull();
    expect(describeLink("javascript:alert(1)", "웹사이트")).toBeNull();
    expect(describeLink("not a url", "웹사이트")).toBeNull();
  });

  it("builds the setlist.fm search for an artist", () => {
    expect(setlistFmSearchUrl("Guns N' Roses & Co")).toBe(
      "https://www.setlist.fm/search?query=Guns%20N'%20Roses%20%26%20Co",
    );
  });
});

const entry = (order: number, title: string, over: Partial<SetlistEntry> = {}): SetlistEntry => ({
  order,
  encore: 0,
  tape: false,
  cover: null,
  with: null,
  info: null,
  song: { songId: order, title },
  ...over,
});

describe("setlistParts", () => {
  it("splits main set and encores and numbers songs but not tape", () => {
    const parts = setlistParts([
      entry(3, "Yellow"),
      entry(1, "Intro", { tape: true }),
      entry(2, "Higher Power"),
      entry(4, "Fix You", { encore: 1 }),
      entry(5, "Outro", { encore: 1, tape: true }),
      entry(6, "Higher Power", { encore: 2 }),
    ]);
    expect(
      parts.map((p) => [
        p.encore,
        p.entries.map((e) => `${e.number ?? "-"} ${e.entry.song.title}`),
      ]),
    ).toEqual([
      [0, ["- Intro", "1 Higher Power", "2 Yellow"]],
      [1, ["3 Fix You", "- Outro"]],
      [2, ["4 Higher Power"]],
    ]);
    expect(songCount(parts.flatMap((p) => p.entries.map((e) => e.entry)))).toBe(4);
    expect(setlistParts([])).toEqual([]);
  });
});

describe("dDay", () => {
  it("counts down to the first day and says when a run is under way", () => {
    expect(dDay([2026, 12, 5], [2026, 12, 6], [2026, 11, 21])).toBe("D-14");
    expect(dDay([2026, 12, 5], [2026, 12, 6], [2026, 12, 5])).toBe("D-DAY");
    expect(dDay([2026, 12, 5], [2026, 12, 6], [2026, 12, 6])).toBe("공연 중");
    expect(dDay([2026, 12, 5], [2026, 12, 6], [2026, 12, 7])).toBeNull();
    expect(dDay([2027, 1, 1], [2027, 1, 1], [2026, 12, 31])).toBe("D-1");
  });

  it("takes today in Seoul, not in the browser's zone", () => {
    // 2026-11-21 20:30 UTC is already the 22nd in Seoul.
    expect(todayInSeoul(new Date("2026-11-21T20:30:00Z"))).toEqual([2026, 11, 22]);
  });
});
