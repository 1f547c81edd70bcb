import { describe, expect, it } from "vitest";
import {
  DEFAULT_MODEL,
  type ModelOptions,
  type PastShow,
  playedSongs,
  predictSongs,
  weightedMedian,
} from "./setlist-model";

/** Every show weighs the same: predictions are plain shares, so the numbers are easy to check. */
const FLAT: ModelOptions = { window: 20, decay: 1, halfLifeDays: Infinity, tourBoost: 1 };

/** A show from a compact spec: "Song", "~Tape", "*Encore song". */
function show(date: string, songs: string[], tourName: string | null = "Tour"): PastShow<string> {
  return {
    date,
    tourName,
    songs: songs.map((spec) => ({
      key: spec.replace(/^[~*]/, ""),
      tape: spec.startsWith("~"),
      encore: spec.startsWith("*") ? 1 : 0,
    })),
  };
}

const keys = (history: PastShow<string>[], options?: ModelOptions) =>
  predictSongs(history, options).map((s) => s.key);

describe("predictSongs", () => {
  it("gives each song its share of the shows and predicts a median-length show", () => {
    const history = [
      show("2025-05-01", ["A", "B", "C"]),
      show("2025-05-03", ["A", "B", "D"]),
      show("2025-05-05", ["A", "B", "C", "E"]),
      show("2025-05-07", ["A", "C"]),
    ];
    expect(predictSongs(history, FLAT)).toEqual([
      { key: "A", probability: 1, encore: false },
      { key: "B", probability: 0.75, encore: false },
      { key: "C", probability: 0.75, encore: false },
    ]);
  });

  it("leaves tape out and counts a reprise once", () => {
    const history = [
      show("2025-05-01", ["~Intro", "A", "B", "C", "A", "~Outro"]),
      show("2025-05-02", ["~Intro", "A", "B", "C", "~Outro"]),
    ];
    expect(predictSongs(history, FLAT)).toEqual([
      { key: "A", probability: 1, encore: false },
      { key: "B", probability: 1, encore: false },
      { key: "C", probability: 1, encore: false },
    ]);
  });

  it("orders songs by their usual place in the show and puts encores last in their order", () => {
    const history = [
      show("2025-05-01", ["Opener", "Ballad", "Hit", "Closer", "*Encore 1", "*Encore 2"]),
      show("2025-05-02", ["Ballad", "Opener", "Hit", "Closer", "*Encore 1", "*Encore 2"]),
      show("2025-05-03", ["Opener", "Hit", "Ballad", "Closer", "*Encore 2", "*Encore 1"]),
      show("2025-05-04", ["Opener", "Ballad", "Hit", "*Encore 1", "*Encore 2", "Closer"]),
    ];
    expect(predictSongs(history, FLAT).map((s) => [s.key, s.encore])).toEqual([
      ["Opener", false],
      ["Ballad", false],
      ["Hit", false],
      ["Closer", false],
      ["Encore 1", true],
      ["Encore 2", true],
    ]);
  });

  it("weighs recent shows more: a song just brought in beats one just dropped", () => {
    const history = [
      show("2025-03-01", ["A", "B", "Old"]),
      show("2025-03-04", ["A", "B", "Old"]),
      show("2025-05-01", ["A", "B", "New"]),
      show("2025-05-04", ["A", "B", "New"]),
    ];
    expect(keys(history, FLAT)).toHaveLength(3);
    expect(keys(history)).toEqual(["A", "B", "New"]);
    const [, , newSong] = predictSongs(history);
    expect(newSong!.probability).toBeGreaterThan(0.5);
  });

  it("follows the current tour from its first show on", () => {
    const oldTour = Array.from({ length: 6 }, (_, i) =>
      show(
        `2025-04-${String(10 + i).padStart(2, "0")}`,
        ["Hit", "Old 1", "Old 2", "Old 3"],
        "Old Tour",
      ),
    );
    const history = [
      ...oldTour,
      show("2025-05-20", ["New 1", "Hit", "New 2", "New 3"], "New Tour"),
    ];
    expect(keys(history)).toEqual(["New 1", "Hit", "New 2", "New 3"]);
    // Without the tour weighting, six old shows outvote one new one.
    expect(
      keys(history, { ...DEFAULT_MODEL, tourBoost: 1, halfLifeDays: Infinity, decay: 1 }),
    ).toEqual(["Hit", "Old 1", "Old 2", "Old 3"]);
  });

  it("looks only at the most recent non-empty shows of the window", () => {
    const history = [
      show("2025-01-01", ["Gone", "Also Gone"]),
      show("2025-02-01", ["A", "B"]),
      show("2025-02-02", ["A", "B"]),
      show("2025-02-03", []),
      show("2025-02-04", ["~Intro only"]),
    ];
    expect(predictSongs(history, { ...FLAT, window: 2 })).toEqual([
      { key: "A", probability: 1, encore: false },
      { key: "B", probability: 1, encore: false },
    ]);
  });

  it("predicts nothing without history", () => {
    expect(predictSongs([])).toEqual([]);
    expect(predictSongs([show("2025-01-01", ["~Tape"])])).toEqual([]);
  });
});

describe("playedSongs", () => {
  it("keeps the first play of each song, marks encores and drops tape", () => {
    expect(playedSongs(show("2025-01-01", ["~Intro", "A", "B", "*C", "*A"]))).toEqual([
      { key: "A", encore: false },
      { key: "B", encore: false },
      { key: "C", encore: true },
    ]);
  });
});

describe("weightedMedian", () => {
  it("is the plain median for equal weights and leans toward heavy values", () => {
    const equal = (values: number[]) => values.map((value) => ({ value, weight: 1 }));
    expect(weightedMedian(equal([3, 1, 2]))).toBe(2);
    expect(weightedMedian(equal([4, 1, 3, 2]))).toBe(2.5);
    expect(
      weightedMedian([
        { value: 10, weight: 5 },
        { value: 20, weight: 1 },
        { value: 30, weight: 1 },
      ]),
    ).toBe(10);
  });
});
