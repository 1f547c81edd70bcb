/**
 * npm run bench:predict — backtests the predicted-setlist model.
 *
 * 1. On the real corpus (scripts/bench/data/real-setlists, 183 setlist.fm shows of ten artists,
 *    loaded through the setlist.fm mapping): every show with earlier shows of its artist is
 *    predicted from those alone, by the model, by "copy the previous show" and by "the most
 *    played songs". Probabilities are calibrated leave-one-artist-out: each artist's come from a
 *    calibration fitted on the nine others.
 * 2. On the demo catalogue, each artist's 10 most recent shows, as before.
 *
 * Deterministic: no clock, no database, a seeded bootstrap.
 *   -- --fit        also prints the calibration fitted on the whole corpus (paste into CALIBRATION)
 *   -- --variants   also prints the headline figures of every model variant in docs/decisions/009
 */
import { join } from "node:path";
import { demoDataDir, loadDemoData } from "../../src/demo/demo-data";
import { asArray, mapSetlist } from "../../src/integrations/setlistfm/mapping";
import { serverRoot } from "../../src/db/paths";
import { showsFromRecords } from "../../src/modules/predictions/predict-catalogue";
import {
  CALIBRATION,
  CALIBRATION_FEATURES,
  type Confidence,
  FEW_CALIBRATION,
  FEW_FEATURES,
  DEFAULT_MODEL,
  type ModelOptions,
} from "../../src/modules/predictions/setlist-model";
import { type ArtistBacktest, type Score, backtestArtist, mean } from "./backtest";
import { type GoalCheck, allFewShowTargets, fewSummary, printFewShows } from "./few-shows";
import {
  type CalibrationRow,
  type Predictor,
  type Target,
  type TargetScore,
  avg,
  brier,
  calibrationRows,
  copyPrevious,
  evaluate,
  fitIsotonic,
  fitLogistic,
  incompleteDetection,
  loadCorpus,
  modelPredictor,
  mostPlayed,
  reliability,
  repeatPriorOf,
  summarise,
  targetsOf,
  unmatchedTitles,
} from "./real-corpus";

const args = new Set(process.argv.slice(2));
const corpusDir = join(serverRoot, "scripts/bench/data/real-setlists");

const f2 = (v: number) => (Number.isNaN(v) ? "   –" : v.toFixed(2).padStart(5));
const f3 = (v: number) => (Number.isNaN(v) ? "    –" : v.toFixed(3).padStart(6));
const signed = (v: number) => `${v >= 0 ? "+" : ""}${v.toFixed(3)}`;
const col = (text: string, width: number) => text.padEnd(width).slice(0, width);

const corpus = await loadCorpus(corpusDir);
const targets = targetsOf(corpus);
const complete = targets.filter((t) => !t.incomplete);
/** The calibration learns from the whole histories and from the few-shows regime alike. */
const fitTargets = [...targets, ...allFewShowTargets(targets)];

/** The weights for long histories and for few shows, each fitted on its own rows. */
function fitBoth(rows: CalibrationRow[], options: ModelOptions) {
  const few = rows.filter((r) => r.shows <= options.fewShowsRead);
  const many = rows.filter((r) => r.shows > options.fewShowsRead);
  return options.fewCalibration
    ? { calibration: fitLogistic(many), fewCalibration: fitLogistic(few) }
    : { calibration: fitLogistic(rows), fewCalibration: null };
}

/**
 * The model with its calibration (and, unless `fixedPrior`, its repeat prior) measured
 * leave-one-artist-out: each artist is predicted with what was fitted on the nine others.
 */
function heldOut(options: ModelOptions, fixedPrior = false, fit = fitTargets): Predictor {
  if (!options.calibration) return modelPredictor(() => options);
  const folds = new Map(
    corpus.map((artist) => {
      const others = corpus.filter((other) => other !== artist);
      const repeatPrior = fixedPrior
        ? options.repeatPrior
        : repeatPriorOf(others, options.incompleteRatio);
      const fold = { ...options, repeatPrior };
      const rows = calibrationRows(
        fit.filter((t) => t.artist !== artist.name),
        fold,
      );
      const fitted = { ...fold, ...fitBoth(rows, options) };
      // The few-shows map is learnt on the other artists' few-shows targets, as the weights are.
      const fewIsotonic = options.fewIsotonic
        ? fitIsotonic(
            allFewShowTargets(targets).filter((t) => t.artist !== artist.name),
            fitted,
          )
        : null;
      return [artist.name, { ...fitted, fewIsotonic }] as const;
    }),
  );
  return modelPredictor((artist) => folds.get(artist) ?? options);
}

const model = evaluate(targets, heldOut(DEFAULT_MODEL));
const copy = evaluate(targets, copyPrevious);
const most = evaluate(targets, mostPlayed);
const predictors: [string, TargetScore[]][] = [
  ["model", model],
  ["copy previous", copy],
  ["most played", most],
];

console.log(
  `REAL CORPUS: ${corpus.reduce((n, a) => n + a.shows.length, 0)} shows of ${corpus.length} artists, ` +
    `${targets.length} predicted (${complete.length} complete, ${targets.length - complete.length} incomplete)\n` +
    `model: window ${DEFAULT_MODEL.window}, decay ${DEFAULT_MODEL.decay}, half-life ${DEFAULT_MODEL.halfLifeDays} d, ` +
    `tour ×${DEFAULT_MODEL.tourBoost}, incomplete < ${DEFAULT_MODEL.incompleteRatio} × upper quartile, ` +
    `slots ${DEFAULT_MODEL.slots ? "on" : "off"}, one-offs ${DEFAULT_MODEL.dropOneOffs ? "dropped" : "kept"}, ` +
    `calibration leave-one-artist-out\n`,
);

console.log(
  `${col("", 22)} ${"mean F1 (complete)".padEnd(21)} ${"recall (incomplete)".padEnd(20)} ${"Brier skill".padEnd(20)}`,
);
console.log(
  `${col("artist", 22)} ${"model  copy  most".padEnd(21)} ${"model  copy  most".padEnd(20)} ${"model  copy  most"}`,
);
for (const artist of corpus) {
  const of = (s: TargetScore[]) => s.filter((x) => x.target.artist === artist.name);
  const f1 = (s: TargetScore[]) =>
    f2(
      avg(
        of(s)
          .filter((x) => !x.target.incomplete)
          .map((x) => x.f1),
      ),
    );
  const rec = (s: TargetScore[]) =>
    f2(
      avg(
        of(s)
          .filter((x) => x.target.incomplete)
          .map((x) => x.recall),
      ),
    );
  const skill = (s: TargetScore[]) => {
    const row = brier(s).artists.find((r) => r.artist === artist.name);
    // An artist whose shown songs were all played (or none) has no spread to be skilled about.
    return row && Number.isFinite(row.skill) ? f2(row.skill) : "   –";
  };
  const mine = of(model);
  const n = mine.filter((x) => !x.target.incomplete).length;
  console.log(
    `${col(`${artist.name} (${n}+${mine.length - n})`, 22)} ` +
      `${f1(model)} ${f1(copy)} ${f1(most)}   ${rec(model)} ${rec(copy)} ${rec(most)}  ` +
      `${skill(model)} ${skill(copy)} ${skill(most)}`,
  );
}

console.log(
  `\n${col("overall", 14)} ${"F1".padStart(6)} ${"Δ copy [95% CI]".padEnd(26)} ${"ρ".padStart(5)} ${"rec.inc".padStart(7)} ${"Brier".padStart(6)} ${"skill".padStart(6)}`,
);
for (const [label, scores] of predictors) {
  const s = summarise(scores, copy);
  const b = brier(scores).overall;
  const ci =
    label === "copy previous"
      ? ""
      : `${signed(s.diff)} [${signed(s.interval[0])}, ${signed(s.interval[1])}]`;
  console.log(
    `${col(label, 14)} ${f3(s.f1)} ${ci.padEnd(26)} ${f2(s.order)} ${f2(s.recallIncomplete).padStart(7)} ${f3(b.brier)} ${f2(b.skill).padStart(6)}`,
  );
}
const headline = summarise(model, copy);
console.log(
  `model: worst Brier skill of an artist with ≥ 10 complete targets ${headline.worstArtistSkill.artist} ${f2(headline.worstArtistSkill.skill)}; ` +
    `largest gap of a reliability bucket with ≥ 20 songs ${headline.worstBucket.toFixed(3)}`,
);

console.log("\nreliability of the model (shown songs of complete targets)");
console.log("  bucket       songs  predicted  observed   gap");
for (const b of reliability(model)) {
  const gap = b.songs === 0 ? "" : signed(b.observed - b.predicted);
  console.log(
    `  ${b.low.toFixed(1)}–${b.high.toFixed(1)}   ${String(b.songs).padStart(6)}  ${f3(b.predicted).padStart(9)}  ${f3(b.observed).padStart(8)}  ${gap.padStart(6)}${b.songs >= 20 && Math.abs(b.observed - b.predicted) > 0.1 ? "  > 0.10" : ""}`,
  );
}

console.log("\nmean F1 per confidence label (complete targets)");
const labels: Confidence[] = ["HIGH", "MEDIUM", "LOW"];
for (const label of labels) {
  const mine = model.filter((s) => !s.target.incomplete && s.confidence === label);
  const ids = new Set(mine.map((s) => s.target));
  const theirs = copy.filter((s) => ids.has(s.target));
  console.log(
    `  ${label.padEnd(7)} ${String(mine.length).padStart(4)} shows  model ${f3(avg(mine.map((s) => s.f1)))}  copy ${f3(avg(theirs.map((s) => s.f1)))}`,
  );
}

const detection = incompleteDetection(corpus, DEFAULT_MODEL.incompleteRatio);
console.log(
  `\nincomplete lists: ${detection.flaggedFound} of the ${detection.flagged} flagged ones are short enough to be recognised ` +
    `(< ${DEFAULT_MODEL.incompleteRatio} × the upper quartile of the artist's lengths), plus ${detection.unflaggedFound} unflagged short sets (support/festival)`,
);

console.log(
  "\ntitles the title key keeps apart though they differ only in punctuation, spacing or width:",
);
let unmatched = 0;
for (const artist of corpus) {
  for (const group of unmatchedTitles(artist)) {
    unmatched++;
    console.log(`  ${artist.name}: ${group.spellings.map((t) => JSON.stringify(t)).join(" / ")}`);
  }
}
if (unmatched === 0) console.log("  none");
const merged = corpus.reduce(
  (n, a) => n + [...a.spellings.values()].filter((s) => s.size > 1).length,
  0,
);
console.log(`(${merged} titles met in more than one spelling were matched by the title key)`);

// The same songs as before the alternatives' bound: every slot alternative, however unlikely.
const everyAlternative = evaluate(targets, heldOut({ ...DEFAULT_MODEL, minAlternative: 0 }));
const sameSongs = summarise(everyAlternative, copy);
console.log(
  `\nslot alternatives (every one, before the ${DEFAULT_MODEL.minAlternative} bound), complete targets, by probability`,
);
for (const [low, high] of [
  [0, 0.1],
  [0.1, 0.2],
  [0.2, 0.3],
  [0.3, 1.01],
]) {
  const alts = everyAlternative
    .filter((s) => !s.target.incomplete)
    .flatMap((s) => s.shown)
    .filter((x) => x.alternative && x.probability >= low! && x.probability < high!);
  console.log(
    `  ${low!.toFixed(1)}–${Math.min(1, high!).toFixed(1)}  ${String(alts.length).padStart(4)} shown  played ${f3(avg(alts.map((x) => Number(x.played))))}`,
  );
}
console.log(
  `Brier skill over those same songs (as the figure before the bound): ${sameSongs.brierSkill.toFixed(2)}, ` +
    `worst artist ${sameSongs.worstArtistSkill.artist} ${f2(sameSongs.worstArtistSkill.skill)}, worst bucket gap ${sameSongs.worstBucket.toFixed(3)}`,
);

const goals: GoalCheck[] = printFewShows(targets, {
  evaluate,
  model: heldOut(DEFAULT_MODEL),
  copy: copyPrevious,
  brier,
  reliability,
});
const whole = summarise(model, copy);
const labelled = (label: Confidence) =>
  model.filter((s) => !s.target.incomplete && s.confidence === label);
const highWhole = labelled("HIGH");
const highF1 = avg(highWhole.map((s) => s.f1));
const staleHigh = model.filter(
  (s) =>
    s.confidence === "HIGH" &&
    (Date.parse(s.target.show.date) - Date.parse(s.target.history[0]!.date)) / 86_400_000 > 365,
);
goals.push(
  { goal: "full corpus: F1 ≥ 0.734", figure: whole.f1.toFixed(3), met: whole.f1 >= 0.734 - 5e-4 },
  {
    goal: "full corpus: Brier skill ≥ 0.38 (same songs as before the bound)",
    figure: `${sameSongs.brierSkill.toFixed(2)} (${whole.brierSkill.toFixed(2)} over the songs shown now)`,
    met: sameSongs.brierSkill >= 0.375,
  },
  {
    goal: "full corpus: recall on incomplete ≥ 0.87",
    figure: whole.recallIncomplete.toFixed(2),
    met: whole.recallIncomplete >= 0.865,
  },
  {
    goal: "full corpus: mean F1 of 높음 ≥ 0.80",
    figure: `${highF1.toFixed(3)} (${highWhole.length} shows)`,
    met: highF1 >= 0.8,
  },
  {
    goal: "full corpus: no 높음 with the last show over a year before",
    figure: String(staleHigh.length),
    met: staleHigh.length === 0,
  },
);
console.log("\ngoals of issue 32");
for (const g of goals)
  console.log(`  ${g.met ? "met   " : "MISSED"} ${g.goal.padEnd(58)} ${g.figure}`);
console.log(`  ${goals.filter((g) => g.met).length} of ${goals.length} met`);

if (args.has("--fit")) {
  const prior = repeatPriorOf(corpus, DEFAULT_MODEL.incompleteRatio);
  console.log(
    `\nrepeat prior fitted on all artists: mean ${prior.mean}, strength ${prior.strength} (in code ${DEFAULT_MODEL.repeatPrior.mean}, ${DEFAULT_MODEL.repeatPrior.strength})`,
  );
  const rows = calibrationRows(fitTargets, { ...DEFAULT_MODEL, repeatPrior: prior });
  const both = fitBoth(rows, DEFAULT_MODEL);
  const all = both.calibration;
  console.log(
    `\ncalibration fitted on all ${rows.length} shown songs of complete targets (whole and few-shows histories):`,
  );
  CALIBRATION_FEATURES.forEach((name, i) =>
    console.log(
      `  ${name.padEnd(56)} ${all[i]!.toFixed(4).padStart(8)}  (in code ${CALIBRATION[i]?.toFixed(4)})`,
    ),
  );
  const fewWeights =
    both.fewCalibration ??
    fitLogistic(
      calibrationRows(fitTargets, {
        ...DEFAULT_MODEL,
        repeatPrior: prior,
        fewCalibration: FEW_CALIBRATION,
      }).filter((r) => r.shows <= DEFAULT_MODEL.fewShowsRead),
    );
  console.log(`few shows (≤ ${DEFAULT_MODEL.fewShowsRead} read; used when fewCalibration is set):`);
  FEW_FEATURES.forEach((name, i) =>
    console.log(
      `  ${name.padEnd(66)} ${fewWeights[i]!.toFixed(4).padStart(8)}  (in code ${FEW_CALIBRATION[i]?.toFixed(4)})`,
    ),
  );
  console.log(`  export const CALIBRATION: readonly number[] = [${all.join(", ")}];`);
  console.log(`  export const FEW_CALIBRATION: readonly number[] = [${fewWeights.join(", ")}];`);
}

const only = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length);

if (args.has("--variants")) {
  const before: ModelOptions = {
    ...DEFAULT_MODEL,
    halfLifeDays: 60,
    incompleteRatio: 0,
    slots: false,
    dropOneOffs: false,
    alternationBoost: 1,
    rotationAware: false,
    calibration: null,
  };
  // The model of issue 20 (decision 009 before the few-shows work): Laplace's ceiling, every
  // alternative shown, the label from the mean alone, calibration fitted on whole histories.
  const issue20 = {
    lastShowUpTo: 0,
    cap: "laplace" as const,
    minAlternative: 0,
    confidence: { ...DEFAULT_MODEL.confidence, staleDays: 0, fewShows: 0 },
  };
  const old: [string, ModelOptions][] = [
    ["v0 before (share = p)", before],
    ["v1 + incomplete lists", { ...before, incompleteRatio: DEFAULT_MODEL.incompleteRatio }],
    [
      "v2 + half-life 15 d",
      { ...before, incompleteRatio: DEFAULT_MODEL.incompleteRatio, halfLifeDays: 15 },
    ],
    [
      "v3 + alternation",
      {
        ...DEFAULT_MODEL,
        slots: false,
        rotationAware: false,
        dropOneOffs: false,
        calibration: null,
      },
    ],
    [
      "v4 + calibration",
      { ...DEFAULT_MODEL, slots: false, rotationAware: false, dropOneOffs: false },
    ],
    ["v5 + slots", { ...DEFAULT_MODEL, rotationAware: false, dropOneOffs: false }],
    ["v6 + rotation-aware", { ...DEFAULT_MODEL, dropOneOffs: false }],
    ["v7 + one-offs dropped", { ...DEFAULT_MODEL, dropOneOffs: true }],
    ["v8 country ×3", { ...DEFAULT_MODEL, countryBoost: 3 }],
    ["v9 tour ×1", { ...DEFAULT_MODEL, tourBoost: 1 }],
    ["v10 decay 0.8", { ...DEFAULT_MODEL, decay: 0.8 }],
    ["v11 half-life 30 d", { ...DEFAULT_MODEL, halfLifeDays: 30 }],
    ["v12 incomplete < 0.6", { ...DEFAULT_MODEL, incompleteRatio: 0.6 }],
    ["v13 incomplete < 0.4", { ...DEFAULT_MODEL, incompleteRatio: 0.4 }],
  ];
  // The first round of issue 32 (v14–v19), before the few-shows choice of songs.
  const round1 = { lastShowUpTo: 0 };
  const fewShowsWork: [string, ModelOptions, Target[]][] = [
    ["v14 v7 + fit on few shows too", { ...DEFAULT_MODEL, ...issue20 }, fitTargets],
    [
      "v15 + repeat-rate ceiling",
      { ...DEFAULT_MODEL, ...issue20, cap: "repeat", minAlternative: 0 },
      fitTargets,
    ],
    ["v16 + label rule (all alts)", { ...DEFAULT_MODEL, ...round1, minAlternative: 0 }, fitTargets],
    ["v17 + alternatives ≥ 20 %", { ...DEFAULT_MODEL, ...round1 }, fitTargets],
    ["v18 v17, no ceiling", { ...DEFAULT_MODEL, ...round1, cap: "none" }, fitTargets],
    [
      "v19 v17, few-shows apart",
      { ...DEFAULT_MODEL, ...round1, fewCalibration: FEW_CALIBRATION },
      fitTargets,
    ],
    ...[2, 3, 5].map((k): [string, ModelOptions, Target[]] => [
      `v20 + last show's songs, ≤ ${k}${k === DEFAULT_MODEL.lastShowUpTo ? " (chosen)" : ""}`,
      { ...DEFAULT_MODEL, lastShowUpTo: k },
      fitTargets,
    ]),
    ["v21 + few-shows isotonic map", { ...DEFAULT_MODEL, fewIsotonic: [] }, fitTargets],
  ];
  const variants: [string, ModelOptions, Target[]][] = [
    ...old.map(([label, options]): [string, ModelOptions, Target[]] => [
      label,
      { ...options, ...issue20 },
      targets,
    ]),
    ...fewShowsWork,
  ];
  console.log(
    `\nvariants (calibration leave-one-artist-out where calibrated; v0–v13 as in issue 20, fitted on whole histories)`,
  );
  console.log(
    `${col("", 29)}    F1  Δ copy [95% CI]              ρ  rec.inc  skill  worst artist      gap  | few: skill≤3  gap  F1<copy`,
  );
  for (const [label, options, fit] of variants) {
    if (only && !label.startsWith(only)) continue;
    const predictor = heldOut(options, false, fit);
    const s = summarise(evaluate(targets, predictor), copy);
    const few = fewSummary(targets, predictor);
    console.log(
      `${col(label, 29)} ${f3(s.f1)} ${`${signed(s.diff)} [${signed(s.interval[0])}, ${signed(s.interval[1])}]`.padEnd(26)} ` +
        `${f2(s.order)} ${f2(s.recallIncomplete).padStart(7)} ${f2(s.brierSkill).padStart(6)}  ` +
        `${col(s.worstArtistSkill.artist, 12)} ${f2(s.worstArtistSkill.skill)}  ${s.worstBucket.toFixed(3)}  |  ` +
        `${f2(few.worstSkill)}  ${few.worstGap.toFixed(3)}  ${String(few.belowCopy).padStart(3)}`,
    );
  }
}

// ——— demo catalogue ———

const data = await loadDemoData(demoDataDir);
const results: ArtistBacktest[] = [];
for (const artist of data.artists) {
  const records = (data.setlists.get(artist.key) ?? [])
    .flatMap((page) => asArray(page.setlist))
    .flatMap((setlist) => mapSetlist(setlist) ?? []);
  const shows = showsFromRecords(records);
  results.push(backtestArtist(artist.name, shows, DEFAULT_MODEL));
}

const pct = (v: number) => (v * 100).toFixed(1).padStart(5);
const rho = (v: number | null) => (v === null ? "    –" : v.toFixed(2).padStart(5));
const cells = (s: Score) => `${pct(s.precision)} ${pct(s.recall)} ${pct(s.f1)} ${rho(s.order)}`;
const name = (text: string) => col(text, 24);

console.log(`\nDEMO CATALOGUE (invented shows): each artist's 10 most recent shows\n`);
console.log(`${name("")}  ${"model".padEnd(23)}   ${"copy previous show".padEnd(23)}`);
console.log(`${name("artist (shows)")}  ${"  P     R     F1    ρ"}     ${"  P     R     F1    ρ"}`);
for (const r of results) {
  console.log(
    `${name(`${r.artist} (${r.model.length})`)}  ${cells(mean(r.model))}   ${cells(mean(r.baseline))}`,
  );
}
const demoModel = mean(results.flatMap((r) => r.model));
const demoBaseline = mean(results.flatMap((r) => r.baseline));
const count = results.reduce((n, r) => n + r.model.length, 0);
console.log(
  `${"-".repeat(78)}\n${name(`overall (${count})`)}  ${cells(demoModel)}   ${cells(demoBaseline)}`,
);
const pairs = results.flatMap((r) => r.model.map((m, i) => m.f1 - (r.baseline[i]?.f1 ?? 0)));
const wins = pairs.filter((d) => d > 1e-9).length;
const losses = pairs.filter((d) => d < -1e-9).length;
console.log(
  `F1 per show: model better ${wins}, copy better ${losses}, equal ${pairs.length - wins - losses}`,
);
console.log(
  `\nF1: harmonic mean of precision (predicted songs that were played) and recall (played songs that\n` +
    `were predicted). ρ: Spearman's rank correlation of the order of the songs both share.\n` +
    `Brier skill: 1 − Brier / Brier of each artist's observed play rate among its shown songs.`,
);
