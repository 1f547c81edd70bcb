import { describe, expect, it } from "vitest";
import { mapDetail, kopisRecords } from "../../integrations/kopis/client";
import { fixturePerformances } from "../../test/fake-kopis";
import { naehanSignal } from "./naehan-signal";

/**
 * The fixtures' truth, checked by hand: a foreign artist's show in Korea (true), a Korean
 * artist's (false), or a festival whose line-up mixes both ("festival"). The musical is not
 * 대중음악 and never reaches the rule.
 */
const TRUTH: Record<string, boolean | "festival"> = {
  PF270001: true, // Bruno Mars, reported with visit = N
  PF270002: true, // Coldplay
  PF270003: false, // IU's world tour
  PF270004: false, // 성시경
  PF270005: "festival",
  PF270006: true, // Lauv
  PF270007: true, // Oasis
  PF270009: false, // DAY6
  PF270010: true, // Ed Sheeran
  PF270011: false, // 검정치마
  PF270012: true, // SZA, reported without the flag
  PF270013: false, // NCT DREAM's world tour
  PF270014: "festival",
};

const details = fixturePerformances()
  .map((xml) => mapDetail(kopisRecords(xml, "fixture")[0] ?? {}))
  .filter((d) => d.genrenm === "대중음악");

function score(keep: (d: (typeof details)[number]) => boolean) {
  const judged = details.filter((d) => TRUTH[d.mt20id] !== "festival");
  return {
    missed: judged.filter((d) => TRUTH[d.mt20id] === true && !keep(d)).map((d) => d.mt20id),
    wronglyKept: judged.filter((d) => TRUTH[d.mt20id] === false && keep(d)).map((d) => d.mt20id),
    foreign: judged.filter((d) => TRUTH[d.mt20id] === true).length,
    domestic: judged.filter((d) => TRUTH[d.mt20id] === false).length,
  };
}

describe("which listings are 내한 (decision 021's figures)", () => {
  it("KOPIS's visit flag alone misses Bruno Mars and SZA: 2 of 6 foreign shows", () => {
    expect(details).toHaveLength(13);
    expect(score((d) => d.visit === true)).toEqual({
      missed: ["PF270001", "PF270012"],
      wronglyKept: [],
      foreign: 6,
      domestic: 5,
    });
  });

  it("the flag with the title rule misses none, and keeps IU's and NCT DREAM's world tours wrongly: 2 of 5 domestic", () => {
    expect(score((d) => naehanSignal(d) !== null)).toEqual({
      missed: [],
      wronglyKept: ["PF270003", "PF270013"],
      foreign: 6,
      domestic: 5,
    });
  });

  it("keeps both festivals for the admin to judge", () => {
    const festivals = details.filter((d) => TRUTH[d.mt20id] === "festival");
    expect(festivals.map((d) => naehanSignal(d))).toEqual(["festival", "festival"]);
  });
});
