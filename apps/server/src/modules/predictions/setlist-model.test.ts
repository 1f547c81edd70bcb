import { describe, expect, it } from "vitest";
import {
  DEFAULT_MODEL,
  type ModelOptions,
  REPEAT_PRIOR,
  type PastShow,
  analyse,
  incompleteShows,
  playedSongs,
  predictSetlist,
  predictSongs,
  weightedMedian,
} from "./setlist-model";

/**
 * Every show weighs the same and the share is the probability, with none of the refinements:
 * predictions are plain shares, so the numbers are easy to check.
 */
const FLAT: ModelOptions = {
  ...DEFAULT_MODEL,
  decay: 1,
  halfLifeDays: Infinity,
  tourBoost: 1,
  alternationBoost: 1,
  incompleteRatio: 0,
  slots: false,
  rotationAware: false,
  dropOneOffs: false,
  calibration: null,
};

/** A show from a compact spec: "Song", "~Tape", "*Encore song". */
function show(
  date: string,
  songs: string[],
  tourName: string | null = "Tour",
  city: string | null = null,
): PastShow<string> {
  return {
    date,
    tourName,
    city,
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
      { key: "A", probability: 1, encore: false, slotAlternatives: [] },
      { key: "B", probability: 0.75, encore: false, slotAlternatives: [] },
      { key: "C", probability: 0.75, encore: false, slotAlternatives: [] },
    ]);
  });

  it("leaves tape out and counts a reprise once", () => {
    const history = [
      show("2025-05-01", ["~Intro", "A", "B", "C", "A", "~Outro"]),
      show("2025-05-02", ["~Intro", "A", "B", "C", "~Outro"]),
    ];
    expect(predictSongs(history, FLAT)).toEqual([
      { key: "A", probability: 1, encore: false, slotAlternatives: [] },
      { key: "B", probability: 1, encore: false, slotAlternatives: [] },
      { key: "C", probability: 1, encore: false, slotAlternatives: [] },
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
    expect(keys(history, FLAT)).toEqual(["Hit", "Old 1", "Old 2", "Old 3"]);
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
      { key: "A", probability: 1, encore: false, slotAlternatives: [] },
      { key: "B", probability: 1, encore: false, slotAlternatives: [] },
    ]);
  });

  it("predicts nothing without history", () => {
    expect(predictSongs([])).toEqual([]);
    expect(predictSongs([show("2025-01-01", ["~Tape"])])).toEqual([]);
  });
});

const MAIN = ["Opener", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Closer"];
/** `n` shows of the full main set, every third day of May 2025. */
const fullShows = (n: number, songs: string[] = MAIN) =>
  Array.from({ length: n }, (_, i) =>
    show(`2025-05-${String(1 + 3 * i).padStart(2, "0")}`, songs, "Tour", `City ${i}`),
  );

describe("the model on its own (defaults)", () => {
  it("counts an incomplete list's songs but never takes its length", () => {
    const history = [
      ...fullShows(2),
      // Typed from reviews that stopped after three songs.
      show("2025-05-18", ["Opener", "Two", "Three"], "Tour", "Busan"),
      show("2025-05-20", ["Opener", "Two", "Three"], "Tour", "Seoul"),
    ];
    expect(incompleteShows([10, 10, 3, 3], DEFAULT_MODEL.incompleteRatio)).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(keys(history)).toEqual(MAIN);
    // The short list says nothing against the songs it lacks.
    const analysis = analyse(history)!;
    for (const candidate of analysis.candidates) expect(candidate.share).toBeCloseTo(1);
    expect(
      analyse(history, {}, { ...DEFAULT_MODEL, incompleteRatio: 0 })!.chosen.map((c) => c.key),
    ).toEqual(["Opener", "Two", "Three"]);
  });

  it("never shows 100 % from one old show, and is surer after many recent ones", () => {
    const one = predictSetlist([show("2024-10-01", MAIN)], { date: "2025-06-01" })!;
    for (const song of one.songs) expect(Math.round(song.probability * 100)).toBeLessThan(100);
    // One show is capped by how much the corpus's artists repeat a set, not made certain.
    const { mean, strength } = REPEAT_PRIOR;
    expect(Math.max(...one.songs.map((s) => s.probability))).toBeLessThanOrEqual(
      (1 + strength * mean) / (1 + strength),
    );
    expect(one.confidence).not.toBe("HIGH");
    expect(one.reason).toBe("마지막 공연이 8개월 전");
    expect(one.basedOnShows).toBe(1);

    const many = predictSetlist(fullShows(8), { date: "2025-05-25" })!;
    expect(Math.min(...many.songs.map((s) => s.probability))).toBeGreaterThan(
      Math.max(...one.songs.map((s) => s.probability)),
    );
    expect(many.confidence).toBe("HIGH");
    expect(many.reason).toBe("같은 투어 최근 8회 기준");
  });

  it("believes two identical shows of a stable set more than Laplace's 75 %", () => {
    const two = predictSetlist(fullShows(2), { date: "2025-05-10" })!;
    // Every song of both shows, which agreed completely: above the old (n + 1)/(n + 2) ceiling.
    for (const song of two.songs) expect(song.probability).toBeGreaterThan(0.75);
    // …and two shows are few: the label stays below 높음 and says why.
    expect(two.confidence).toBe("MEDIUM");
    expect(two.reason).toBe("지난 공연 2회뿐");
  });

  it("never says 높음 when the last show is over a year before the concert", () => {
    const fresh = predictSetlist(fullShows(8), { date: "2025-05-25" })!;
    expect(fresh.confidence).toBe("HIGH");
    const stale = predictSetlist(fullShows(8), { date: "2026-12-25" })!;
    expect(stale.confidence).not.toBe("HIGH");
    expect(stale.reason).toBe("마지막 공연이 19개월 전");
  });

  it("shows an alternative only when it carries at least a fifth of the chance", () => {
    // "Five" and "Other Five" strictly alternate: the model knows which comes next.
    const strict = fullShows(6).map((s, i) => ({
      ...s,
      songs: s.songs.map((song) =>
        song.key === "Five" && i % 2 === 1 ? { ...song, key: "Other Five" } : song,
      ),
    }));
    const every = predictSongs(strict, { ...DEFAULT_MODEL, minAlternative: 0 });
    const hidden = every.flatMap((s) => s.slotAlternatives);
    expect(hidden.length).toBeGreaterThan(0);
    expect(Math.max(...hidden.map((a) => a.probability))).toBeLessThan(0.2);
    const shown = predictSongs(strict);
    expect(shown.flatMap((s) => s.slotAlternatives)).toEqual([]);
    expect(shown.map((s) => s.key)).toEqual(every.map((s) => s.key));
  });

  it("shows songs that alternate in one place as one slot with its alternatives", () => {
    const history = fullShows(6).map((s, i) => ({
      ...s,
      // The fifth song is "Five" or "Other Five", never both.
      songs: s.songs.map((song) =>
        song.key === "Five" && i % 3 === 2 ? { ...song, key: "Other Five" } : song,
      ),
    }));
    const songs = predictSongs(history);
    expect(songs).toHaveLength(MAIN.length);
    const slot = songs.find((s) => s.key === "Five" || s.key === "Other Five")!;
    expect(slot.slotAlternatives.map((a) => a.key)).toEqual([
      slot.key === "Five" ? "Other Five" : "Five",
    ]);
    expect(songs.map((s) => s.key)).not.toContain(slot.slotAlternatives[0]!.key);
    // The place is not spent twice: every other song of the set is predicted.
    expect(songs.filter((s) => s !== slot).map((s) => s.key)).toEqual(
      MAIN.filter((k) => k !== "Five"),
    );
    expect(songs.map((s) => s.key)).toEqual(expect.arrayContaining(["Closer"]));

    const without = predictSongs(history, { ...DEFAULT_MODEL, slots: false });
    expect(without.every((s) => s.slotAlternatives.length === 0)).toBe(true);
  });

  it("does not carry a song played once, in one city, to another city", () => {
    const history = [
      ...fullShows(5),
      show("2025-05-20", [...MAIN.slice(0, 9), "Arirang", "Closer"], "Tour", "Seoul"),
    ];
    const candidates = (city: string) =>
      analyse(history, { date: "2025-05-23", city })!.candidates.map((c) => c.key);
    expect(candidates("Tokyo")).not.toContain("Arirang");
    expect(candidates("Seoul")).toContain("Arirang");
    expect(keys(history, DEFAULT_MODEL)).not.toContain("Arirang");
    expect(candidates("Tokyo")).toEqual(expect.arrayContaining(MAIN));
  });

  it("from three shows or fewer, predicts the last show's songs, all of them", () => {
    // The newest show dropped "Nine" and brought two songs in, played nowhere before.
    const newest = [...MAIN.filter((k) => k !== "Nine"), "New Song", "Eleven"];
    const lastOfThree = show("2025-05-07", newest, "Tour", "Osaka");
    const target = { date: "2025-05-10", city: "Seoul" };
    const three = predictSongs([...fullShows(2), lastOfThree], DEFAULT_MODEL, target);
    expect(three.map((s) => s.key).sort()).toEqual([...newest].sort());
    // With more shows read, a song heard once in another city is not carried here.
    const five = predictSongs(
      [...fullShows(4), { ...lastOfThree, date: "2025-05-13" }],
      DEFAULT_MODEL,
      { ...target, date: "2025-05-16" },
    ).map((s) => s.key);
    expect(five).not.toContain("New Song");
    expect(five).toContain("Nine");
  });

  it("puts encores last and orders songs by their usual place", () => {
    const history = [
      show("2025-05-01", ["A", "B", "C", "D", "*E1", "*E2"]),
      show("2025-05-03", ["B", "A", "C", "D", "*E1", "*E2"]),
      show("2025-05-05", ["A", "B", "D", "C", "*E1", "*E2"]),
      // An encore song once played in the main set still belongs to the encore.
      show("2025-05-07", ["A", "B", "C", "E1", "D", "*E2"]),
    ];
    const songs = predictSongs(history, DEFAULT_MODEL, { date: "2025-05-09" });
    expect(songs.map((s) => [s.key, s.encore])).toEqual([
      ["A", false],
      ["B", false],
      ["C", false],
      ["D", false],
      ["E1", true],
      ["E2", true],
    ]);
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
