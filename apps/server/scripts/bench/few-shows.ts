/**
 * The few-shows backtest of `npm run bench:predict`: every complete target of the real corpus
 * predicted again from only its last k earlier shows (same date, city and country), the regime of
 * a 내한 that is one of a tour's first Asian dates or an artist's first visit in years. The ks and
 * the targets are fixed here, before any tuning: a complete target takes part at k when it has at
 * least k earlier shows with songs.
 */
import { playedSongs } from "../../src/modules/predictions/setlist-model";
import {
  type Predictor,
  type Target,
  type TargetScore,
  brier,
  copyPrevious,
  evaluate,
  reliability,
} from "./real-corpus";

export const FEW_SHOWS_K = [1, 2, 3, 5] as const;

/** The complete targets that have at least k earlier shows, each with only its last k. */
export function fewShowTargets(targets: Target[], k: number): Target[] {
  return targets
    .filter((t) => !t.incomplete)
    .flatMap((t) => {
      const earlier = t.history.filter((show) => playedSongs(show).length > 0);
      if (earlier.length < k) return [];
      return [
        {
          ...t,
          history: earlier.slice(0, k),
          weight: 1 / FEW_SHOWS_K.length,
        },
      ];
    });
}

/** Every few-shows target of every k, for fitting the calibration on this regime too. */
export function allFewShowTargets(targets: Target[]): Target[] {
  return FEW_SHOWS_K.flatMap((k) => fewShowTargets(targets, k));
}

export interface GoalCheck {
  goal: string;
  figure: string;
  met: boolean;
}

/** Whether each artist's mean F1 reaches copy-previous's on the same targets. */
export function f1AgainstCopy(model: TargetScore[], copy: TargetScore[]) {
  const artists = [...new Set(model.map((s) => s.target.artist))];
  return artists.map((artist) => {
    const mine = model.filter((s) => s.target.artist === artist);
    const theirs = copy.filter((s) => s.target.artist === artist);
    const mean = (xs: TargetScore[]) => xs.reduce((sum, s) => sum + s.f1, 0) / xs.length;
    return { artist, targets: mine.length, model: mean(mine), copy: mean(theirs) };
  });
}

const f2 = (v: number) => (Number.isFinite(v) ? v.toFixed(2).padStart(5) : "    –");
const f3 = (v: number) => (Number.isFinite(v) ? v.toFixed(3).padStart(6) : "     –");
const col = (text: string, width: number) => text.padEnd(width).slice(0, width);
const signed = (v: number) => `${v >= 0 ? "+" : ""}${v.toFixed(3)}`;
const DAY_MS = 86_400_000;

export interface FewShowsTools {
  evaluate: (targets: Target[], predictor: Predictor) => TargetScore[];
  model: Predictor;
  copy: Predictor;
  brier: typeof brier;
  reliability: typeof reliability;
}

/** Prints the few-shows tables and returns the goals of issue 32 they decide. */
export function printFewShows(targets: Target[], tools: FewShowsTools): GoalCheck[] {
  const goals: GoalCheck[] = [];
  const pooled: TargetScore[] = [];
  console.log(
    `\nFEW SHOWS: each complete target from only its last k earlier shows (calibration leave-one-artist-out)`,
  );
  for (const k of FEW_SHOWS_K) {
    const few = fewShowTargets(targets, k);
    const model = tools.evaluate(few, tools.model);
    const copy = tools.evaluate(few, tools.copy);
    pooled.push(...model);
    const b = tools.brier(model);
    const rows = f1AgainstCopy(model, copy);
    console.log(`\nk = ${k}: ${few.length} targets`);
    console.log(`${col("artist (targets)", 26)}  F1 model  copy   Brier  skill  rate`);
    for (const row of rows) {
      const br = b.artists.find((r) => r.artist === row.artist);
      console.log(
        `${col(`${row.artist} (${row.targets})`, 26)}  ${f3(row.model)}  ${f3(row.copy)}  ${f3(br?.brier ?? NaN)}  ${f2(br?.skill ?? NaN)}  ${f2(br?.rate ?? NaN)}`,
      );
      if (k <= 3 && row.targets >= 10 && row.artist !== "Phish" && br) {
        goals.push({
          goal: `k=${k} ${row.artist}: Brier skill ≥ 0.10`,
          // Three decimals: a skill of 0.0996 is short of the goal, though it prints as 0.10 above.
          figure: br.skill.toFixed(3),
          met: br.skill >= 0.1,
        });
      }
      goals.push({
        goal: `k=${k} ${row.artist}: mean F1 ≥ copy-previous`,
        figure: `${row.model.toFixed(3)} vs ${row.copy.toFixed(3)}`,
        met: row.model >= row.copy - 1e-9,
      });
    }
    const meanF1 = (xs: TargetScore[]) => xs.reduce((s, x) => s + x.f1, 0) / (xs.length || 1);
    console.log(
      `${col("overall", 26)}  ${f3(meanF1(model))}  ${f3(meanF1(copy))}  ${f3(b.overall.brier)}  ${f2(b.overall.skill)}  ${f2(b.overall.rate)}`,
    );
    const buckets = tools.reliability(model).filter((x) => x.songs >= 20);
    const worst = Math.max(0, ...buckets.map((x) => Math.abs(x.observed - x.predicted)));
    console.log(`largest gap of a reliability bucket with ≥ 20 songs ${worst.toFixed(3)}`);
    for (const label of ["HIGH", "MEDIUM", "LOW"] as const) {
      const mine = model.filter((s) => s.confidence === label);
      console.log(
        `  ${label.padEnd(7)} ${String(mine.length).padStart(4)} shows  F1 ${f3(meanF1(mine))}`,
      );
    }
  }

  console.log(`\nreliability of the few-shows backtest (k = ${FEW_SHOWS_K.join(", ")} pooled)`);
  console.log("  bucket       songs  predicted  observed   gap");
  for (const b of tools.reliability(pooled)) {
    const gap = b.songs === 0 ? NaN : b.observed - b.predicted;
    const judged = b.songs >= 20;
    console.log(
      `  ${b.low.toFixed(1)}–${b.high.toFixed(1)}   ${String(b.songs).padStart(6)}  ${f3(b.predicted).padStart(9)}  ${f3(b.observed).padStart(8)}  ${Number.isFinite(gap) ? signed(gap).padStart(6) : ""}${judged && Math.abs(gap) > 0.08 ? "  > 0.08" : ""}`,
    );
    if (judged) {
      goals.push({
        goal: `reliability ${b.low.toFixed(1)}–${b.high.toFixed(1)} within ±0.08`,
        figure: signed(gap),
        met: Math.abs(gap) <= 0.08,
      });
    }
  }
  const high = pooled.filter((s) => s.confidence === "HIGH");
  const staleHigh = high.filter(
    (s) => (Date.parse(s.target.show.date) - Date.parse(s.target.history[0]!.date)) / DAY_MS > 365,
  );
  const highF1 = high.reduce((sum, s) => sum + s.f1, 0) / (high.length || 1);
  goals.push({
    goal: "few shows: mean F1 of 높음 ≥ 0.80",
    figure: `${highF1.toFixed(3)} (${high.length} shows)`,
    met: high.length === 0 || highF1 >= 0.8,
  });
  goals.push({
    goal: "few shows: no 높음 with the last show over a year before",
    figure: String(staleHigh.length),
    met: staleHigh.length === 0,
  });
  return goals;
}

/**
 * The few-shows headline of one variant: the worst Brier skill of an artist the goal judges
 * (k ≤ 3, ≥ 10 targets, Phish aside), the worst reliability gap (k pooled, ≥ 20 songs) and how
 * many (artist, k) pairs fall below copy-previous's mean F1.
 */
export function fewSummary(targets: Target[], predictor: Predictor) {
  let worstSkill = Infinity;
  let belowCopy = 0;
  const pooled: TargetScore[] = [];
  for (const k of FEW_SHOWS_K) {
    const few = fewShowTargets(targets, k);
    const model = evaluate(few, predictor);
    pooled.push(...model);
    const rows = f1AgainstCopy(model, evaluate(few, copyPrevious));
    belowCopy += rows.filter((r) => r.model < r.copy - 1e-9).length;
    if (k > 3) continue;
    for (const row of brier(model).artists) {
      if (row.targets >= 10 && row.artist !== "Phish") worstSkill = Math.min(worstSkill, row.skill);
    }
  }
  const buckets = reliability(pooled).filter((b) => b.songs >= 20);
  const worstGap = Math.max(0, ...buckets.map((b) => Math.abs(b.observed - b.predicted)));
  return { worstSkill, worstGap, belowCopy };
}
